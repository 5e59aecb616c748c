export { SafeHtml, type SafeHtmlProps } from './SafeHtml.tsx';
export { htmlToText, sanitizeHtml } from './sanitizeHtml.ts';
