export {
  PointConvertDialog,
  type PointConvertDialogProps,
  type PointConvertRequest,
  type PointConvertValues,
} from './PointConvertDialog/index.ts';
export {
  type PointEarningItem,
  PointMall,
  type PointMallProps,
  PointRewardCard,
  type PointRewardCardProps,
  type PointRewardItem,
} from './PointMall/index.ts';
export {
  type PointDetailItem,
  PointRecords,
  type PointRecordsProps,
  type PointRecordsTab,
  type RecordListState,
  type RedeemRecordItem,
  type RedeemStatusItem,
} from './PointRecords/index.ts';
export { PointRedeemDialog, type PointRedeemDialogProps } from './PointRedeemDialog/index.ts';
