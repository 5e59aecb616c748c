export { art as fullPageArt, linkButton as fullPageLinkButton } from './FullPageState.css.ts';
export { FullPageState, type FullPageStateProps } from './FullPageState.tsx';
