export { SelfExcludedPage, type SelfExcludedPageProps } from './SelfExcludedPage.tsx';
