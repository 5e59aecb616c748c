export { LotteryBalls, type LotteryBallsProps } from './LotteryBalls/index.ts';
export { LotteryDrawHistory, type LotteryDrawHistoryProps } from './LotteryDrawHistory/index.ts';
export { LotteryDrawList, type LotteryDrawListProps } from './LotteryDrawList/index.ts';
export { LotteryIcon, type LotteryIconProps } from './LotteryIcon/index.ts';
export { LotteryLobby, type LotteryLobbyProps } from './LotteryLobby/index.ts';
export { RecentLotteries, type RecentLotteriesProps } from './RecentLotteries/index.ts';
export type { LotteryDrawItem, LotteryGameItem } from './types.ts';
