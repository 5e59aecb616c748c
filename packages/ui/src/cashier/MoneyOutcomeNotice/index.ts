export {
  MoneyOutcomeNotice,
  type MoneyOutcomeNoticeProps,
  type MoneyOutcomeUnknown,
} from './MoneyOutcomeNotice.tsx';
