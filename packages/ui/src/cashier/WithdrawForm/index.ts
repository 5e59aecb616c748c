export {
  type UnsureWithdrawal,
  WITHDRAW_STEPS,
  WithdrawForm,
  type WithdrawFormProps,
  type WithdrawStep,
} from './WithdrawForm.tsx';
