export { LotteryPanel } from './LotteryPanel.tsx';
