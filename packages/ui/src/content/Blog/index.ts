export { BlogArticle, type BlogArticleContent, type BlogArticleProps } from './BlogArticle.tsx';
export { BlogList, type BlogListItem, type BlogListProps } from './BlogList.tsx';
