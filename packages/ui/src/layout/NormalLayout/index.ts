export { NormalLayout, type NormalLayoutProps } from './NormalLayout.tsx';
