import type {
  DepositChannel,
  DepositOrder,
  SavedPixKey,
  Upline,
  VendorWallet,
  WithdrawalOrder,
} from '@sorte/domain/cashier-model';
import type { CallOptions, CoreGatewayClient as GatewayClient } from './client.ts';
import {
  type BalancesAfter,
  type ConsolidatedFunds,
  type DepositRequest,
  type UplineTransferRequest,
  type WithdrawalConfirmationSubmission,
  type WithdrawInfo,
  type WithdrawSubmission,
  withdrawBody,
  withdrawConfirmBody,
} from './schemas/cashier.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A call that moves money: one Idempotency-Key per intended action (`@sorte/domain`'s `MoneyIntent`), reused when
 * the player retries it; the client never retries it by itself.
 */
export interface MoneyCallOptions extends Omit<CallOptions, 'headers'> {
  idempotencyKey: string;
}

/** A transfer between the main wallet and one vendor's. */
export interface WalletTransfer {
  direction: 'toVendor' | 'toMain';
  vendor: string;
  amount: number;
}

/** `client.cashier`: wallets, deposit, withdraw, withdrawal confirmation, transfer to upline. */
export interface CashierCalls {
  /** GET /wps/member/info/funds/consolidated: the §3 Consolidated flags, `enableSalary`, `enableContract`. */
  consolidatedFunds(options?: CallOptions): Promise<ConsolidatedFunds>;
  /** GCS_merchantWallet: the vendor wallets (none for a single-wallet merchant). */
  vendorWallets(options?: CallOptions): Promise<VendorWallet[]>;
  /** GCS_walletTransfer: `amount` from main to `vendor` (toVendor) or back (toMain). */
  transfer(body: WalletTransfer, options: MoneyCallOptions): Promise<BalancesAfter>;
  /** GCS_walletTransfer `{ direction: 'toMain', all: true }`: every vendor wallet back to main. */
  transferAllToMain(options: MoneyCallOptions): Promise<BalancesAfter>;
  /** The deposit channels, PIX first. */
  depositChannels(options?: CallOptions): Promise<DepositChannel[]>;
  /** A deposit order on a channel: PENDING with its payment instructions. */
  deposit(body: DepositRequest, options: MoneyCallOptions): Promise<DepositOrder>;
  depositStatus(id: string, options?: CallOptions): Promise<DepositOrder>;
  /** Pending and recent deposit orders, newest first as the gateway lists them. */
  depositOrders(options?: CallOptions): Promise<DepositOrder[]>;
  /** Limits, fee, whether a withdraw password is set, the PIX key types offered. */
  withdrawInfo(options?: CallOptions): Promise<WithdrawInfo>;
  /** passwordCheck/PAY_withdraw (encrypted): a PENDING withdrawal, the amount held. */
  withdraw(submission: WithdrawSubmission, options: MoneyCallOptions): Promise<WithdrawalOrder>;
  withdrawalStatus(id: string, options?: CallOptions): Promise<WithdrawalOrder>;
  /** Recent withdrawals, those AWAITING_CONFIRMATION with their `confirmBy`. */
  withdrawals(options?: CallOptions): Promise<WithdrawalOrder[]>;
  /** The PIX keys saved from the player's withdrawals (PAY_pixKeys, a reading). */
  pixKeys(options?: CallOptions): Promise<SavedPixKey[]>;
  /** Deletes one saved PIX key (PAY_deletePixKey, a reading). */
  deletePixKey(id: string, options?: CallOptions): Promise<void>;
  /** §4 the player's answer (multipart, with the proof image when partly received); undefined: re-read the status. */
  confirmWithdrawal(
    submission: WithdrawalConfirmationSubmission,
    options: MoneyCallOptions,
  ): Promise<WithdrawalOrder | undefined>;
  /** §6 the member's upline, or null when there is none. */
  upline(options?: CallOptions): Promise<Upline | null>;
  /** passwordCheck/MCS2_transferToUpline (encrypted, with the withdraw password). */
  transferToUpline(body: UplineTransferRequest, options: MoneyCallOptions): Promise<BalancesAfter>;
}

/** A money call's options: its Idempotency-Key as the header every money call carries. */
export function moneyOptions({ idempotencyKey, ...options }: MoneyCallOptions): CallOptions {
  return { ...options, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } };
}

export function cashierCalls(call: GatewayClient['call']): CashierCalls {
  return {
    consolidatedFunds: (o) => call('consolidatedFunds', undefined, o),
    vendorWallets: (o) => call('merchantWallet', undefined, o),
    transfer: (body, o) => call('walletTransfer', body, moneyOptions(o)),
    transferAllToMain: (o) => call('walletTransfer', { direction: 'toMain', all: true }, moneyOptions(o)),
    depositChannels: (o) => call('depositChannels', undefined, o),
    deposit: (body, o) => call('deposit', body, moneyOptions(o)),
    depositStatus: (id, o) => call('depositStatus', { id }, o),
    depositOrders: (o) => call('depositOrders', undefined, o),
    withdrawInfo: (o) => call('withdrawInfo', undefined, o),
    withdraw: (submission, o) => call('withdraw', withdrawBody(submission), moneyOptions(o)),
    withdrawalStatus: (id, o) => call('withdrawStatus', { id }, o),
    withdrawals: (o) => call('withdrawOrders', undefined, o),
    pixKeys: (o) => call('pixKeys', undefined, o),
    deletePixKey: async (id, o) => {
      await call('deletePixKey', { id }, o);
    },
    confirmWithdrawal: (submission, o) =>
      call('withdrawConfirm', withdrawConfirmBody(submission), moneyOptions(o)),
    upline: (o) => call('upline', undefined, o),
    transferToUpline: (body, o) => call('uplineTransfer', body, moneyOptions(o)),
  };
}
