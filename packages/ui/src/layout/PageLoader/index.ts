export { PageLoader, type PageLoaderProps } from './PageLoader.tsx';
