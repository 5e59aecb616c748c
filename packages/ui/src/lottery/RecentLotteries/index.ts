export { RecentLotteries, type RecentLotteriesProps } from './RecentLotteries.tsx';
