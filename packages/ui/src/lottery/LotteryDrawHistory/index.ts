export { LotteryDrawHistory, type LotteryDrawHistoryProps } from './LotteryDrawHistory.tsx';
