// The wallet half of the cashier (another module exports the deposit and withdrawal half).
export {
  type MoneyOutcome,
  MoneyOutcomeNotice,
  type MoneyOutcomeNoticeProps,
} from './MoneyOutcomeNotice/index.ts';
export { type MoneyToast, MoneyToastRegion, type MoneyToastRegionProps } from './MoneyToastRegion/index.ts';
export {
  TransferForm,
  type TransferFormProps,
  type TransferFormValues,
  type TransferRequest,
} from './TransferForm/index.ts';
export {
  TransferUplineForm,
  type TransferUplineFormProps,
  type TransferUplineFormValues,
  type TransferUplineRequest,
} from './TransferUplineForm/index.ts';
export { WalletOverview, type WalletOverviewProps } from './WalletOverview/index.ts';
