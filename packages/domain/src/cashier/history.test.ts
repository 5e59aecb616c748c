import { describe, expect, it } from 'vitest';
import {
  cashierHistory,
  cashierHistoryKey,
  cashierHistoryStatus,
  cashierHistoryStatusGroup,
  filterCashierHistory,
} from './history.ts';
import type { DepositOrder, WithdrawalOrder } from './model.ts';

const deposit = (
  id: string,
  createdAt: string,
  status: DepositOrder['status'] = 'CREDITED',
): DepositOrder => ({
  id,
  channelId: 'pix',
  amount: 100,
  status,
  createdAt,
});
const withdrawal = (
  id: string,
  createdAt: string,
  extra: Partial<WithdrawalOrder> = {},
): WithdrawalOrder => ({ id, amount: 200, fee: 4, status: 'PENDING', createdAt, ...extra });

// Issue 23 item 4: the cashier's history of deposits and withdrawals, with status and a filter.
describe('issue 23 cashier history', () => {
  it('lists deposits and withdrawals together, newest first, an unreadable time last', () => {
    const entries = cashierHistory(
      [deposit('D1', '2026-11-25T10:00:00Z'), deposit('D2', '')],
      [withdrawal('W1', '2026-11-26T09:00:00Z'), withdrawal('W2', '2026-11-24T08:00:00Z')],
    );
    expect(entries.map(cashierHistoryKey)).toEqual([
      'withdrawal:W1',
      'deposit:D1',
      'withdrawal:W2',
      'deposit:D2',
    ]);
  });

  it('§4 a confirmed withdrawal partly or not received is under review, not done', () => {
    const partly = {
      kind: 'withdrawal' as const,
      order: withdrawal('W', '', { status: 'CONFIRMED', answer: 'partlyReceived', receivedAmount: 50 }),
    };
    const missing = {
      kind: 'withdrawal' as const,
      order: withdrawal('W', '', { status: 'CONFIRMED', answer: 'notReceived' }),
    };
    const received = {
      kind: 'withdrawal' as const,
      order: withdrawal('W', '', { status: 'CONFIRMED', answer: 'received' }),
    };
    expect(cashierHistoryStatus(partly)).toBe('withdrawal:PARTLY_RECEIVED');
    expect(cashierHistoryStatusGroup(partly)).toBe('open');
    expect(cashierHistoryStatus(missing)).toBe('withdrawal:NOT_RECEIVED');
    expect(cashierHistoryStatusGroup(missing)).toBe('open');
    expect(cashierHistoryStatusGroup(received)).toBe('done');
  });

  it('filters by kind and by status group together', () => {
    const entries = cashierHistory(
      [
        deposit('D1', '2026-11-25T10:00:00Z', 'PENDING'),
        deposit('D2', '2026-11-25T11:00:00Z', 'EXPIRED'),
        deposit('D3', '2026-11-25T12:00:00Z', 'CREDITED'),
      ],
      [withdrawal('W1', '2026-11-25T13:00:00Z', { status: 'REJECTED' })],
    );
    const keys = (kind: 'all' | 'deposit' | 'withdrawal', status: 'all' | 'open' | 'done' | 'unsuccessful') =>
      filterCashierHistory(entries, { kind, status }).map(cashierHistoryKey);
    expect(keys('all', 'unsuccessful')).toEqual(['withdrawal:W1', 'deposit:D2']);
    expect(keys('deposit', 'unsuccessful')).toEqual(['deposit:D2']);
    expect(keys('deposit', 'open')).toEqual(['deposit:D1']);
    expect(keys('withdrawal', 'done')).toEqual([]);
    expect(keys('all', 'all')).toHaveLength(4);
  });
});
