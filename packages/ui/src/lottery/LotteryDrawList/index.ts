export { LotteryDrawList, type LotteryDrawListProps } from './LotteryDrawList.tsx';
