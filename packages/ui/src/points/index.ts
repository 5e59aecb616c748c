export {
  type PointEarningItem,
  PointMall,
  type PointMallProps,
  PointRewardCard,
  type PointRewardCardProps,
  type PointRewardItem,
} from './PointMall/index.ts';
export { PointRedeemDialog, type PointRedeemDialogProps } from './PointRedeemDialog/index.ts';
