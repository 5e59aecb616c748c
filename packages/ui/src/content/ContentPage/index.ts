export { ContentPage, type ContentPageProps, type ContentPageSection } from './ContentPage.tsx';
