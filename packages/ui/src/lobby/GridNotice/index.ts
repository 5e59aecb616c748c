export { GridNotice, type GridNoticeProps } from './GridNotice.tsx';
