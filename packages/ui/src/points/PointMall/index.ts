export {
  type PointEarningItem,
  PointMall,
  type PointMallLoad,
  type PointMallProps,
} from './PointMall.tsx';
export { PointRewardCard, type PointRewardCardProps, type PointRewardItem } from './PointRewardCard.tsx';
