export { type NewsItem, NewsPage, type NewsPageProps } from './NewsPage.tsx';
