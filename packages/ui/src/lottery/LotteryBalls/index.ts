export { LotteryBalls, type LotteryBallsProps } from './LotteryBalls.tsx';
