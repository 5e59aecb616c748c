export { CashierHistory, type CashierHistoryProps } from './CashierHistory.tsx';
export type { SharedReceipt } from './CashierReceipt.tsx';
