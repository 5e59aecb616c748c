export { BetDetails, type BetDetailsCopied, type BetDetailsProps } from './BetDetails/index.ts';
export {
  betTotalItems,
  bonusTotalItems,
  money,
  moneyColumn,
  transactionTotalItems,
  useBetColumns,
  useBonusColumns,
  useCodeLabel,
  useProfitColumns,
  useTransactionColumns,
  when,
  withTone,
} from './columns.tsx';
export {
  type CsvExportOutcome,
  ExportCsvButton,
  type ExportCsvButtonProps,
} from './ExportCsvButton/index.ts';
export { type RecordFormatOptions, type RecordFormats, recordFormats } from './formats.ts';
export { CLAIM_ALL, RebatePanel, type RebatePanelProps } from './RebatePanel/index.ts';
export { type RecordFilterSelect, RecordFilters, type RecordFiltersProps } from './RecordFilters/index.ts';
export {
  RecordNumberSearch,
  type RecordNumberSearchProps,
  type RecordNumberSearchResult,
} from './RecordNumberSearch/index.ts';
export { columnsGiven, type RecordColumn, RecordTable, type RecordTableProps } from './RecordTable/index.ts';
export { type RecordTotal, RecordTotals, type RecordTotalsProps } from './RecordTotals/index.ts';
