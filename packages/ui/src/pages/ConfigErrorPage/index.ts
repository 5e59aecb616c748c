export { ConfigErrorPage, type ConfigErrorPageProps } from './ConfigErrorPage.tsx';
