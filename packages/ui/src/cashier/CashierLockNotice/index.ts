export {
  CashierLockNotice,
  type CashierLockNoticeProps,
  type CashierLockReason,
} from './CashierLockNotice.tsx';
