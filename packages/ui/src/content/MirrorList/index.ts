export { MirrorList, type MirrorListProps } from './MirrorList.tsx';
