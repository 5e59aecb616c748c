export {
  type PointEarningItem,
  PointMall,
  type PointMallProps,
} from './PointMall.tsx';
export { PointRewardCard, type PointRewardCardProps, type PointRewardItem } from './PointRewardCard.tsx';
