export { markdownToHtml } from './markdown.ts';
export { NamedContentPage } from './NamedContentPage.tsx';
export { type NamedPage, type NamedPageState, useBlogArticles, useNamedPage } from './operatorContent.ts';
