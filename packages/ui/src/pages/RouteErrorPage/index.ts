export { RouteErrorPage, type RouteErrorPageProps } from './RouteErrorPage.tsx';
