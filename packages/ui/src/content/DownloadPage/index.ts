export { DownloadPage, type DownloadPageProps } from './DownloadPage.tsx';
