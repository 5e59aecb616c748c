export { type FullPageIllustration, FullPageState, type FullPageStateProps } from './FullPageState.tsx';
