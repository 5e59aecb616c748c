export { LotteryIcon, type LotteryIconProps } from './LotteryIcon.tsx';
