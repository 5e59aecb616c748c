export {
  type MoneyOutcome,
  MoneyOutcomeNotice,
  type MoneyOutcomeNoticeProps,
} from './MoneyOutcomeNotice.tsx';
