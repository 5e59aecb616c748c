import type { DepositOrder, DepositStatus, WithdrawalOrder, WithdrawalStatus } from './model.ts';

/** One line of the cashier's history: a deposit or a withdrawal, as the gateway listed it. */
export type CashierHistoryEntry =
  | { kind: 'deposit'; order: DepositOrder }
  | { kind: 'withdrawal'; order: WithdrawalOrder };

export type CashierHistoryKind = CashierHistoryEntry['kind'];

/**
 * Where an entry stands, in the player's words: a deposit's own status; a withdrawal's, with a confirmed one told
 * apart by the player's §4 answer (partly or not received is under review, never settled).
 */
export type CashierHistoryStatus =
  | `deposit:${DepositStatus}`
  | `withdrawal:${Exclude<WithdrawalStatus, 'CONFIRMED'>}`
  | 'withdrawal:CONFIRMED'
  | 'withdrawal:PARTLY_RECEIVED'
  | 'withdrawal:NOT_RECEIVED';

/** The status filter's groups: still moving, done, or did not go through. */
export const CASHIER_HISTORY_STATUS_GROUPS = ['open', 'done', 'unsuccessful'] as const;
export type CashierHistoryStatusGroup = (typeof CASHIER_HISTORY_STATUS_GROUPS)[number];

export interface CashierHistoryFilter {
  kind: CashierHistoryKind | 'all';
  status: CashierHistoryStatusGroup | 'all';
}

export const ALL_CASHIER_HISTORY: CashierHistoryFilter = { kind: 'all', status: 'all' };

export function cashierHistoryStatus(entry: CashierHistoryEntry): CashierHistoryStatus {
  if (entry.kind === 'deposit') return `deposit:${entry.order.status}`;
  const { status, answer } = entry.order;
  if (status === 'CONFIRMED' && answer === 'partlyReceived') return 'withdrawal:PARTLY_RECEIVED';
  if (status === 'CONFIRMED' && answer === 'notReceived') return 'withdrawal:NOT_RECEIVED';
  return `withdrawal:${status}`;
}

const STATUS_GROUP: Record<CashierHistoryStatus, CashierHistoryStatusGroup> = {
  'deposit:PENDING': 'open',
  'deposit:CREDITED': 'done',
  'deposit:EXPIRED': 'unsuccessful',
  'deposit:FAILED': 'unsuccessful',
  'withdrawal:PENDING': 'open',
  'withdrawal:AWAITING_CONFIRMATION': 'open',
  'withdrawal:PARTLY_RECEIVED': 'open',
  'withdrawal:NOT_RECEIVED': 'open',
  'withdrawal:APPROVED': 'done',
  'withdrawal:CONFIRMED': 'done',
  'withdrawal:REJECTED': 'unsuccessful',
};

export function cashierHistoryStatusGroup(entry: CashierHistoryEntry): CashierHistoryStatusGroup {
  return STATUS_GROUP[cashierHistoryStatus(entry)];
}

/** A stable key for an entry (a deposit and a withdrawal may share an id). */
export function cashierHistoryKey(entry: CashierHistoryEntry): string {
  return `${entry.kind}:${entry.order.id}`;
}

const timeOf = (entry: CashierHistoryEntry) => {
  const time = Date.parse(entry.order.createdAt);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/** Deposits and withdrawals in one list, newest first (an entry without a readable time goes last). */
export function cashierHistory(
  deposits: readonly DepositOrder[],
  withdrawals: readonly WithdrawalOrder[],
): CashierHistoryEntry[] {
  const entries: CashierHistoryEntry[] = [
    ...deposits.map((order) => ({ kind: 'deposit' as const, order })),
    ...withdrawals.map((order) => ({ kind: 'withdrawal' as const, order })),
  ];
  return entries.sort((a, b) => timeOf(b) - timeOf(a));
}

export function filterCashierHistory(
  entries: readonly CashierHistoryEntry[],
  filter: CashierHistoryFilter,
): CashierHistoryEntry[] {
  return entries.filter(
    (entry) =>
      (filter.kind === 'all' || entry.kind === filter.kind) &&
      (filter.status === 'all' || cashierHistoryStatusGroup(entry) === filter.status),
  );
}
