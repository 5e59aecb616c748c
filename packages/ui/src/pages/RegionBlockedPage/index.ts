export { RegionBlockedPage, type RegionBlockedPageProps } from './RegionBlockedPage.tsx';
