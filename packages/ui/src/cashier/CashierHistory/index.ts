export { CashierHistory, type CashierHistoryProps } from './CashierHistory.tsx';
export type { ReceiptShareMode, SharedReceipt } from './CashierReceipt.tsx';
