export { SafeHtml, type SafeHtmlProps } from './SafeHtml.tsx';
export { SafeHtmlPolicyProvider } from './SafeHtmlPolicyContext.tsx';
export type { SafeHtmlPolicy } from './safeHtmlPolicy.ts';
export { htmlToText, sanitizeHtml } from './sanitizeHtml.ts';
