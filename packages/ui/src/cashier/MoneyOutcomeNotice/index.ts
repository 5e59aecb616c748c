export {
  type MoneyOutcome,
  MoneyOutcomeNotice,
  type MoneyOutcomeNoticeProps,
  type MoneyOutcomeUnknown,
} from './MoneyOutcomeNotice.tsx';
