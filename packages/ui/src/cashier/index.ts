export {
  BANK_TRANSFER_FIELDS,
  type BankTransferField,
  BankTransferInstructions,
  type BankTransferInstructionsProps,
} from './BankTransferInstructions/index.ts';
export {
  CashierHistory,
  type CashierHistoryProps,
  type SharedReceipt,
} from './CashierHistory/index.ts';
export {
  CashierLockNotice,
  type CashierLockNoticeProps,
  type CashierLockReason,
} from './CashierLockNotice/index.ts';
export { CashierTerms, type CashierTermsProps } from './CashierTerms/index.ts';
export { CopyField, type CopyFieldProps } from './CopyField/index.ts';
export {
  chosenDepositChannel,
  DepositPanel,
  type DepositPanelProps,
  orderedDepositChannels,
} from './DepositPanel/index.ts';
export {
  type MoneyOutcome,
  MoneyOutcomeNotice,
  type MoneyOutcomeNoticeProps,
  type MoneyOutcomeUnknown,
} from './MoneyOutcomeNotice/index.ts';
export { type MoneyToast, MoneyToastRegion, type MoneyToastRegionProps } from './MoneyToastRegion/index.ts';
export type { CashierMoneyProps } from './money.ts';
export { PixCharge, type PixChargeProps } from './PixCharge/index.ts';
export { SavedPixKeys, type SavedPixKeysProps } from './SavedPixKeys/index.ts';
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
export {
  WithdrawalConfirmationDialog,
  type WithdrawalConfirmationDialogProps,
  type WithdrawalConfirmationValues,
} from './WithdrawalConfirmationDialog/index.ts';
export { WithdrawalStatusCard, type WithdrawalStatusCardProps } from './WithdrawalStatusCard/index.ts';
export {
  type UnsureWithdrawal,
  WITHDRAW_STEPS,
  WithdrawForm,
  type WithdrawFormProps,
  type WithdrawStep,
} from './WithdrawForm/index.ts';
