import { roundMoney, withdrawalFee } from '@sorte/domain/cashier-amounts';
import type {
  DepositOrder,
  MoneyEvent,
  MoneyEventKind,
  PixKeyType,
  SavedPixKey,
  VendorWallet,
  WithdrawalConfirmationKind,
  WithdrawalOrder,
} from '@sorte/domain/cashier-model';
import type { MockDb } from './db.ts';
import {
  CONFIRM_TIMEOUT_MINUTES,
  DEPOSIT_BANK_ACCOUNT,
  depositChannelFixtures,
  PIX_CODE_MINUTES,
  pixCopyPasteCode,
  VENDOR_UNDER_MAINTENANCE,
  VENDOR_WALLET_BALANCES,
  WALLET_VENDORS,
  WITHDRAWAL_FEE,
} from './fixtures/cashier.ts';
import type { MockAccount } from './fixtures/mockAccount.ts';

// The cashier's state in the mock db (persisted with it like the rest): vendor wallets, deposit and withdrawal
// orders per account, and the answers given per Idempotency-Key. Money events go to the subscribers of the db's
// event bus (the socket transports), never into the saved state.

export interface DepositRecord extends DepositOrder {
  accountId: string;
}

export interface WithdrawalRecord extends WithdrawalOrder {
  accountId: string;
  /** §4 the player's answer, once given. */
  answer?: WithdrawalConfirmationKind;
  receivedAmount?: number;
  /** What is still owed after a partly received answer. */
  remainder?: number;
  proof?: { name: string; type: string; size: number };
}

export interface SavedPixKeyRecord extends SavedPixKey {
  accountId: string;
}

/** An answer given to a money call, replayed for a repeat of its Idempotency-Key. */
export interface RecordedAnswer {
  /** The call and its request, so the same key with another request is refused. */
  fingerprint: string;
  status: number;
  body: unknown;
}

export interface CashierState {
  /** account id → vendor → balance */
  vendorWallets: Record<string, Record<string, number>>;
  deposits: DepositRecord[];
  withdrawals: WithdrawalRecord[];
  /** The PIX keys saved by successful withdrawals (issue 23 item 4); absent in a db saved before them. */
  pixKeys?: SavedPixKeyRecord[];
  /** "<account id>:<Idempotency-Key>" → the first answer */
  answered: Record<string, RecordedAnswer>;
  nextId: number;
}

declare module './db.ts' {
  interface MockState {
    /** Vendor wallets, deposits, withdrawals and money-call answers (./cashierState.ts; seeded on first use). */
    cashier?: CashierState;
  }
}

function seedCashier(): CashierState {
  return {
    vendorWallets: Object.fromEntries(
      Object.entries(VENDOR_WALLET_BALANCES).map(([id, wallets]) => [id, { ...wallets }]),
    ),
    deposits: [],
    withdrawals: [],
    answered: {},
    nextId: 70001,
  };
}

export function cashierTable(db: MockDb): CashierState {
  db.state.cashier ??= seedCashier();
  return db.state.cashier;
}

const iso = (ms: number) => new Date(ms).toISOString();

// ---- live money events ---------------------------------------------------------------------------------------

export type MoneyEventListener = (accountId: string, event: MoneyEvent) => void;
const listeners = new WeakMap<MockDb, Set<MoneyEventListener>>();

/** Subscribe to every account's money events (a socket transport filters by its member). Returns unsubscribe. */
export function onMoneyEvent(db: MockDb, listener: MoneyEventListener): () => void {
  const set = listeners.get(db) ?? new Set();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

function emit(db: MockDb, accountId: string, event: MoneyEvent): void {
  for (const listener of listeners.get(db) ?? []) listener(accountId, event);
}

/** A socket message sent as it is, whatever it says (a hostile or broken gateway's event, for tests). */
export type RawSocketListener = (accountId: string, message: unknown) => void;
const rawListeners = new WeakMap<MockDb, Set<RawSocketListener>>();

/** Subscribe to the raw messages sent to every account's sockets. Returns unsubscribe. */
export function onRawSocketMessage(db: MockDb, listener: RawSocketListener): () => void {
  const set = rawListeners.get(db) ?? new Set();
  rawListeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

/** Sends `message` as it is to the account's open sockets; how many listeners took it. */
export function sendRawSocketMessage(db: MockDb, accountId: string, message: unknown): number {
  const set = rawListeners.get(db) ?? new Set();
  for (const listener of set) listener(accountId, message);
  return set.size;
}

// ---- wallets -------------------------------------------------------------------------------------------------

/** The account's vendor wallets (none for a single-wallet account). */
export function vendorWalletsOf(db: MockDb, account: MockAccount): VendorWallet[] {
  if (account.isSingle) return [];
  const table = cashierTable(db);
  table.vendorWallets[account.id] ??= {};
  const balances = table.vendorWallets[account.id] as Record<string, number>;
  return WALLET_VENDORS.map(({ vendor, name }) => ({
    vendor,
    name,
    balance: balances[vendor] ?? 0,
    available: vendor !== VENDOR_UNDER_MAINTENANCE,
  }));
}

export type TransferRefusal = 'singleWallet' | 'unknownVendor' | 'vendorUnavailable' | 'insufficient';

/** Moves `amount` between main and one vendor wallet; never below zero on either side. */
export function transferFunds(
  db: MockDb,
  account: MockAccount,
  direction: 'toVendor' | 'toMain',
  vendor: string,
  amount: number,
): TransferRefusal | null {
  if (account.isSingle) return 'singleWallet';
  const wallet = vendorWalletsOf(db, account).find((candidate) => candidate.vendor === vendor);
  if (!wallet) return 'unknownVendor';
  if (!wallet.available) return 'vendorUnavailable';
  const balances = cashierTable(db).vendorWallets[account.id] as Record<string, number>;
  const from = direction === 'toVendor' ? account.balance : wallet.balance;
  if (amount > from) return 'insufficient';
  const moved = roundMoney(amount);
  account.balance = roundMoney(account.balance + (direction === 'toVendor' ? -moved : moved));
  balances[vendor] = roundMoney(wallet.balance + (direction === 'toVendor' ? moved : -moved));
  return null;
}

/** Every available vendor wallet back to main. */
export function transferAllToMain(db: MockDb, account: MockAccount): TransferRefusal | null {
  if (account.isSingle) return 'singleWallet';
  for (const wallet of vendorWalletsOf(db, account)) {
    if (wallet.available && wallet.balance > 0)
      transferFunds(db, account, 'toMain', wallet.vendor, wallet.balance);
  }
  return null;
}

// ---- deposits ------------------------------------------------------------------------------------------------

function nextId(db: MockDb, prefix: string): string {
  const table = cashierTable(db);
  return `${prefix}${table.nextId++}`;
}

/** Where the scenario's payment-page deposits send the player (`depositInstructions`: url, both). */
export const DEPOSIT_PAYMENT_PAGE = 'https://pay.sorte.example/pix/';

/**
 * A new PENDING deposit with its payment instructions (a PIX code that expires, or the bank account); a PIX
 * deposit's as the scenario's `depositInstructions` says (the code, a payment page's URL, or both).
 */
export function createDeposit(
  db: MockDb,
  account: MockAccount,
  channelId: string,
  amount: number,
): DepositRecord {
  const now = db.now();
  const channel = depositChannelFixtures().find((candidate) => candidate.id === channelId);
  const id = nextId(db, 'D');
  const order: DepositRecord = {
    accountId: account.id,
    id,
    channelId,
    amount: roundMoney(amount),
    status: 'PENDING',
    createdAt: iso(now),
  };
  if (channel?.kind === 'PIX') {
    order.expiresAt = iso(now + PIX_CODE_MINUTES * 60_000);
    const code = pixCopyPasteCode(id, amount);
    const paymentUrl = `${DEPOSIT_PAYMENT_PAGE}${id}`;
    const form = db.scenario.depositInstructions;
    order.instructions =
      form === 'url'
        ? { kind: 'REDIRECT', url: paymentUrl }
        : { kind: 'PIX', copyPasteCode: code, ...(form === 'both' ? { paymentUrl } : {}) };
  } else {
    order.instructions = { kind: 'BANK', ...DEPOSIT_BANK_ACCOUNT, reference: id };
  }
  cashierTable(db).deposits.unshift(order);
  return order;
}

/** A PENDING deposit past its expiry is EXPIRED (checked whenever deposits are read or changed). */
function settleExpiredDeposits(db: MockDb): void {
  const now = db.now();
  for (const order of cashierTable(db).deposits) {
    if (order.status === 'PENDING' && order.expiresAt && Date.parse(order.expiresAt) <= now)
      order.status = 'EXPIRED';
  }
}

export function depositsOf(db: MockDb, accountId: string): DepositRecord[] {
  settleExpiredDeposits(db);
  return cashierTable(db).deposits.filter((order) => order.accountId === accountId);
}

// ---- withdrawals ---------------------------------------------------------------------------------------------

export function createWithdrawal(db: MockDb, account: MockAccount, amount: number): WithdrawalRecord {
  const order: WithdrawalRecord = {
    accountId: account.id,
    id: nextId(db, 'W'),
    amount: roundMoney(amount),
    fee: withdrawalFee(amount, WITHDRAWAL_FEE),
    status: 'PENDING',
    createdAt: iso(db.now()),
  };
  account.balance = roundMoney(account.balance - order.amount);
  cashierTable(db).withdrawals.unshift(order);
  return order;
}

/** Saves the key a withdrawal was made to, once per type and key (issue 23 item 4). */
export function savePixKey(
  db: MockDb,
  account: MockAccount,
  type: PixKeyType,
  key: string,
): SavedPixKeyRecord {
  const table = cashierTable(db);
  table.pixKeys ??= [];
  const saved = table.pixKeys.find(
    (candidate) => candidate.accountId === account.id && candidate.type === type && candidate.key === key,
  );
  if (saved) return saved;
  const record: SavedPixKeyRecord = {
    accountId: account.id,
    id: nextId(db, 'PK'),
    type,
    key,
    holder: account.nickname,
    createdAt: iso(db.now()),
  };
  table.pixKeys.unshift(record);
  return record;
}

export function pixKeysOf(db: MockDb, accountId: string): SavedPixKeyRecord[] {
  return (cashierTable(db).pixKeys ?? []).filter((key) => key.accountId === accountId);
}

/** Deletes one of the account's saved keys; false when it has no key of that id. */
export function deletePixKey(db: MockDb, accountId: string, id: string): boolean {
  const table = cashierTable(db);
  const before = table.pixKeys?.length ?? 0;
  table.pixKeys = (table.pixKeys ?? []).filter((key) => key.accountId !== accountId || key.id !== id);
  return table.pixKeys.length < before;
}

/** §4: an approved withdrawal unconfirmed by its deadline counts as received. */
function settleUnconfirmedWithdrawals(db: MockDb): void {
  const now = db.now();
  for (const order of cashierTable(db).withdrawals) {
    if (order.status === 'AWAITING_CONFIRMATION' && order.confirmBy && Date.parse(order.confirmBy) <= now) {
      order.status = 'CONFIRMED';
      order.answer = 'received';
    }
  }
}

export function withdrawalsOf(db: MockDb, accountId: string): WithdrawalRecord[] {
  settleUnconfirmedWithdrawals(db);
  return cashierTable(db).withdrawals.filter((order) => order.accountId === accountId);
}

export type ConfirmationRefusal = 'notAwaiting' | 'amount';

export function confirmWithdrawal(
  db: MockDb,
  order: WithdrawalRecord,
  answer: WithdrawalConfirmationKind,
  partly?: { receivedAmount: number; proof: { name: string; type: string; size: number } },
): ConfirmationRefusal | null {
  settleUnconfirmedWithdrawals(db);
  if (order.status !== 'AWAITING_CONFIRMATION') return 'notAwaiting';
  if (answer === 'partlyReceived') {
    const received = partly?.receivedAmount ?? 0;
    if (!(received > 0) || received >= order.amount) return 'amount';
    order.receivedAmount = roundMoney(received);
    order.remainder = roundMoney(order.amount - received);
    order.proof = partly?.proof;
  }
  order.answer = answer;
  order.status = 'CONFIRMED';
  return null;
}

// ---- the gateway's side: what a scenario switch (or the back office) does -------------------------------------

/** The order a switch acts on: the given id, else the account's (or anyone's) oldest pending one. */
function pendingOf<T extends { id: string; accountId: string; status: string }>(
  orders: readonly T[],
  status: string,
  target: { id?: string; accountId?: string },
): T | undefined {
  const candidates = orders.filter(
    (order) =>
      order.status === status &&
      (target.id === undefined || order.id === target.id) &&
      (target.accountId === undefined || order.accountId === target.accountId),
  );
  return candidates.at(-1);
}

export interface CashierTarget {
  /** The order to act on; default the oldest pending one. */
  id?: string;
  /** Only this account's orders. */
  accountId?: string;
}

/** The deposit is paid: CREDITED, the main balance rises, `depositCredited` is sent. */
export function creditDeposit(db: MockDb, target: CashierTarget = {}): DepositRecord | null {
  settleExpiredDeposits(db);
  const order = pendingOf(cashierTable(db).deposits, 'PENDING', target);
  const account = order && db.state.accounts.find((candidate) => candidate.id === order.accountId);
  if (!order || !account) return null;
  order.status = 'CREDITED';
  account.balance = roundMoney(account.balance + order.amount);
  emit(db, account.id, {
    kind: 'depositCredited',
    transactionId: order.id,
    amount: order.amount,
    balance: account.balance,
  });
  return order;
}

export function failDeposit(
  db: MockDb,
  target: CashierTarget = {},
  reason = 'Pagamento não identificado',
): DepositRecord | null {
  settleExpiredDeposits(db);
  const order = pendingOf(cashierTable(db).deposits, 'PENDING', target);
  if (!order) return null;
  order.status = 'FAILED';
  emit(db, order.accountId, { kind: 'depositFailed', transactionId: order.id, amount: order.amount, reason });
  return order;
}

/** Approved and paid out: AWAITING_CONFIRMATION until the player answers or `confirmBy` passes. */
export function approveWithdrawal(db: MockDb, target: CashierTarget = {}): WithdrawalRecord | null {
  const order = pendingOf(cashierTable(db).withdrawals, 'PENDING', target);
  if (!order) return null;
  const now = db.now();
  order.status = 'AWAITING_CONFIRMATION';
  order.approvedAt = iso(now);
  order.confirmBy = iso(now + CONFIRM_TIMEOUT_MINUTES * 60_000);
  const account = db.state.accounts.find((candidate) => candidate.id === order.accountId);
  emit(db, order.accountId, {
    kind: 'withdrawalApproved',
    transactionId: order.id,
    amount: order.amount,
    ...(account ? { balance: account.balance } : {}),
  });
  return order;
}

/** Rejected: the held amount goes back to the main wallet, `withdrawalRejected` is sent with the reason. */
export function rejectWithdrawal(
  db: MockDb,
  target: CashierTarget = {},
  reason = 'Chave PIX não confere com o titular',
): WithdrawalRecord | null {
  const order = pendingOf(cashierTable(db).withdrawals, 'PENDING', target);
  const account = order && db.state.accounts.find((candidate) => candidate.id === order.accountId);
  if (!order || !account) return null;
  order.status = 'REJECTED';
  order.reason = reason;
  account.balance = roundMoney(account.balance + order.amount);
  emit(db, account.id, {
    kind: 'withdrawalRejected',
    transactionId: order.id,
    amount: order.amount,
    balance: account.balance,
    reason,
  });
  return order;
}

/**
 * A §4 event on demand for `accountId`: acts on the account's oldest pending deposit or withdrawal, making one
 * first when there is none (a PIX deposit of 100, a withdrawal of 50), so the state and the event agree; null when
 * there is nothing to act on (a withdrawal of an account holding less than 50).
 */
export function emitMoneyEventOnDemand(
  db: MockDb,
  kind: MoneyEventKind,
  accountId: string,
): MoneyEvent | null {
  const account = db.state.accounts.find((candidate) => candidate.id === accountId);
  if (!account) return null;
  const target = { accountId };
  let sent: MoneyEvent | null = null;
  const stop = onMoneyEvent(db, (_id, event) => {
    sent = event;
  });
  try {
    if (kind === 'depositCredited' || kind === 'depositFailed') {
      if (!depositsOf(db, accountId).some((order) => order.status === 'PENDING'))
        createDeposit(db, account, 'pix', 100);
      if (kind === 'depositCredited') creditDeposit(db, target);
      else failDeposit(db, target);
    } else {
      if (!withdrawalsOf(db, accountId).some((order) => order.status === 'PENDING')) {
        if (account.balance < 50) return null;
        createWithdrawal(db, account, 50);
      }
      if (kind === 'withdrawalApproved') approveWithdrawal(db, target);
      else rejectWithdrawal(db, target);
    }
  } finally {
    stop();
  }
  return sent;
}
