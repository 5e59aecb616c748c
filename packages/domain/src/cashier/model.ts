/**
 * The cashier's vocabulary (spec §1 wallet transfer, deposits, withdrawals; §3 Wallet; §4 Withdrawal confirmation,
 * Notification types). The spec names the screens but not their payloads: these are the shapes the client works
 * with once the gateway's answer is read (packages/gateway reads the plausible wire forms into them).
 */

/** §3 Wallet: the main wallet. A single-wallet merchant (`isSingle`) has no vendor wallets to transfer to. */
export interface MainWallet {
  balance: number;
  isSingle: boolean;
}

/** One vendor's wallet (GCS_merchantWallet). */
export interface VendorWallet {
  vendor: string;
  name: string;
  balance: number;
  /** A wallet under maintenance takes no transfers. */
  available: boolean;
}

export type TransferDirection = 'toVendor' | 'toMain';

export const DEPOSIT_CHANNEL_KINDS = ['PIX', 'BANK', 'EWALLET', 'CRYPTO', 'OTHER'] as const;
export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];

/** A way to deposit the gateway offers, with its limits and the amounts offered as presets. */
export interface DepositChannel {
  id: string;
  kind: DepositChannelKind;
  name: string;
  min: number;
  max: number;
  presets: number[];
  /** The channel's day so far and how long a deposit takes, where the gateway says (issue 23 item 4). */
  terms?: CashierTerms;
}

/** What a money action allows in a day and how much of it the player used today; each part where the gateway says. */
export interface DailyAllowance {
  /** Most the player can move in a day. */
  limit?: number;
  /** What the player moved today. */
  used?: number;
  /** Most actions in a day. */
  maxCount?: number;
  /** Actions made today. */
  count?: number;
}

/** A deposit channel's or the withdrawal's terms shown before the player commits (issue 23 item 4). */
export interface CashierTerms {
  daily?: DailyAllowance;
  /** How long the money usually takes, in minutes. */
  processingMinutes?: number;
}

/** Money of the main balance held by a bonus rollover: not withdrawable until the rest is wagered. */
export interface HeldBalance {
  amount: number;
  /** What is left to wager before it is released. */
  wagerLeft?: number;
}

export const DEPOSIT_STATUSES = ['PENDING', 'CREDITED', 'FAILED', 'EXPIRED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** What the player pays to: a PIX charge (QR code and copy-paste code) or a bank account. */
export type PaymentInstructions =
  /** A PIX code, and the payment page's URL when the gateway gives one beside it. */
  | { kind: 'PIX'; copyPasteCode: string; paymentUrl?: string }
  | { kind: 'BANK'; bankName: string; accountName: string; accountNumber: string; reference: string }
  | { kind: 'REDIRECT'; url: string };

export interface DepositOrder {
  id: string;
  channelId: string;
  amount: number;
  status: DepositStatus;
  /** ISO time the order was made. */
  createdAt: string;
  /** ISO time the PIX code (or the order) stops being payable. */
  expiresAt?: string;
  instructions?: PaymentInstructions;
}

export const PIX_KEY_TYPES = ['CPF', 'PHONE', 'EMAIL', 'RANDOM'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** A PIX key the gateway keeps for the player (saved by a withdrawal), picked on the next withdrawal. */
export interface SavedPixKey {
  id: string;
  type: PixKeyType;
  key: string;
  holder?: string;
  /** ISO time the key was saved. */
  createdAt?: string;
}

/** Where a withdrawal is paid: a PIX key, or a bank account / crypto address typed as text. */
export type ReceivingAccount =
  | { kind: 'PIX'; keyType: PixKeyType; key: string }
  | { kind: 'ADDRESS'; address: string };

/** The fee the gateway charges on a withdrawal: a fixed part plus a rate of the amount. */
export interface WithdrawalFee {
  fixed: number;
  /** 0.01 is 1 %. */
  rate: number;
}

export interface WithdrawalLimits {
  min: number;
  max: number;
  /** What can be withdrawn now (the main balance less anything locked). */
  available: number;
  fee: WithdrawalFee;
}

export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'AWAITING_CONFIRMATION',
  'CONFIRMED',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export interface WithdrawalOrder {
  id: string;
  amount: number;
  fee: number;
  status: WithdrawalStatus;
  createdAt: string;
  /** ISO time it was approved (with a timeout setting, the confirmation deadline counts from here). */
  approvedAt?: string;
  /** §4: when unconfirmed by this ISO time, the withdrawal counts as received. */
  confirmBy?: string;
  /** Why it was rejected, as the gateway says it. */
  reason?: string;
  /** §4 the player's answer to the confirmation, once given (absent: none, or the gateway does not say). */
  answer?: WithdrawalConfirmationKind;
  /** §4 partly received: the amount the player said arrived. */
  receivedAmount?: number;
}

/** §4 Withdrawal confirmation: the player's answer. */
export type WithdrawalConfirmationAnswer =
  | { kind: 'received' }
  | { kind: 'notReceived' }
  | { kind: 'fullPayment' }
  | { kind: 'partlyReceived'; receivedAmount: number };

export type WithdrawalConfirmationKind = WithdrawalConfirmationAnswer['kind'];

/** §6 Member: transfer to upline. */
export interface Upline {
  account: string;
  nickname?: string;
}

/** §4 Notification types, as the socket delivers them. */
export const MONEY_EVENT_KINDS = [
  'depositCredited',
  'withdrawalApproved',
  'withdrawalRejected',
  'depositFailed',
] as const;
export type MoneyEventKind = (typeof MONEY_EVENT_KINDS)[number];

export interface MoneyEvent {
  kind: MoneyEventKind;
  /** The deposit or withdrawal this is about. */
  transactionId: string;
  amount: number;
  /**
   * The main balance after the event, when the socket says it: checked ({@link moneyEventFault}), never shown. The
   * balance on screen is always the one read again from the gateway after the event.
   */
  balance?: number;
  reason?: string;
}

/**
 * The largest amount (and balance) a live money event may carry: R$ 1 billion. Far above any real deposit or
 * withdrawal, far below where a float stops holding cents; an event beyond it is a broken or hostile message.
 */
export const MONEY_EVENT_MAX_AMOUNT = 1e9;

/**
 * Why a live money event must not be believed, or null when it may be shown: its amount must be finite, above zero
 * and at most {@link MONEY_EVENT_MAX_AMOUNT}; a balance it claims finite, zero or more and within the same bound.
 * Only the field's name is returned (a log line carries no player data).
 */
export function moneyEventFault(event: MoneyEvent): 'amount' | 'balance' | null {
  const { amount, balance } = event;
  if (!Number.isFinite(amount) || amount <= 0 || amount > MONEY_EVENT_MAX_AMOUNT) return 'amount';
  if (
    balance !== undefined &&
    !(Number.isFinite(balance) && balance >= 0 && balance <= MONEY_EVENT_MAX_AMOUNT)
  ) {
    return 'balance';
  }
  return null;
}

/** The transaction a money event is about. */
export function moneyEventTransaction(kind: MoneyEventKind): 'deposit' | 'withdrawal' {
  return kind === 'depositCredited' || kind === 'depositFailed' ? 'deposit' : 'withdrawal';
}
