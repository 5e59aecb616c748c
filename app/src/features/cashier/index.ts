// The cashier's pages load with the member centre, each as its own chunk.
export const cashierPages = {
  transferFund: () => import('./TransferPage.tsx').then((module) => ({ default: module.TransferPage })),
  depositv2: () => import('./DepositPage.tsx').then((module) => ({ default: module.DepositPage })),
  withdraw: () => import('./WithdrawPage.tsx').then((module) => ({ default: module.WithdrawPage })),
  cashierHistory: () =>
    import('./CashierHistoryPage.tsx').then((module) => ({ default: module.CashierHistoryPage })),
  transferUpline: () =>
    import('./TransferUplinePage.tsx').then((module) => ({ default: module.TransferUplinePage })),
  walletSummary: () => import('./TransferPage.tsx').then((module) => ({ default: module.WalletSummary })),
};
export { cashierFailureText, MoneyIntentUnsureError, MoneyOutcomeUnknownError } from './cashierFailure.ts';
export { useCashier, useConsolidatedFunds, useUplineOffered } from './useCashier.ts';
export { useMoneyAction } from './useMoneyAction.ts';
export { useMoneyIntent } from './useMoneyIntent.ts';
export { useTransferForm } from './useTransferForm.ts';
