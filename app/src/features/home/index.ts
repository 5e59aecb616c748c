export { winnersQuery } from './api.ts';
export { HomeBanner } from './HomeBanner.tsx';
export { noticesPlaceholder } from './home.css.ts';
