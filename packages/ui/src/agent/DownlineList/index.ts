export { DownlineList, type DownlineListProps } from './DownlineList.tsx';
