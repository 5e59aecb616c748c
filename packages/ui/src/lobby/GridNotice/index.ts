export { type FailureKind, GridNotice, type GridNoticeProps } from './GridNotice.tsx';
