export {
  WithdrawalConfirmationDialog,
  type WithdrawalConfirmationDialogProps,
  type WithdrawalConfirmationValues,
} from './WithdrawalConfirmationDialog.tsx';
