export {
  type PointDetailItem,
  PointRecords,
  type PointRecordsProps,
  type PointRecordsTab,
  type RecordListState,
  type RedeemRecordItem,
  type RedeemStatusItem,
} from './PointRecords.tsx';
