export { LotteryNotice, type LotteryNoticeProps } from './LotteryNotice.tsx';
