import { describe, expect, it } from 'vitest';
import { downlineView } from './downlineView.ts';
import type { Downline } from './team.ts';

const row = (account: string, extra: Partial<Downline>): Downline => ({
  id: account,
  account,
  type: 0,
  balance: 0,
  status: 'NORMAL',
  registeredAt: '2026-01-01T00:00:00Z',
  downlineCount: 0,
  ...extra,
});

const rows = [
  row('bruno', { balance: 50, registeredAt: '2026-03-01T00:00:00Z', lastLoginAt: '2026-11-20T10:00:00Z' }),
  row('ana', { balance: 120.5, status: 'FROZEN', contract: { kind: 'daily', rate: 0.01 } }),
  row('carla', {
    balance: 50,
    registeredAt: '2026-06-01T00:00:00Z',
    status: 'LOCKED',
    pendingContract: { kind: 'dividend', rate: 0.25 },
  }),
  row('duda', { balance: 7, registeredAt: '2026-09-01T00:00:00Z', lastLoginAt: '2026-11-27T10:00:00Z' }),
];
const accounts = (list: readonly Downline[]) => list.map((downline) => downline.account);

describe('issue 23 item 6: the downline list sorted and filtered', () => {
  it('keeps the gateway’s order with no sort', () => {
    expect(accounts(downlineView(rows, null, 'all'))).toEqual(['bruno', 'ana', 'carla', 'duda']);
  });

  it.each([
    ['joined-desc', ['duda', 'carla', 'bruno', 'ana']],
    ['joined-asc', ['ana', 'bruno', 'carla', 'duda']],
    // Ties keep the gateway's order.
    ['balance-desc', ['ana', 'bruno', 'carla', 'duda']],
    ['balance-asc', ['duda', 'bruno', 'carla', 'ana']],
    // Never logged in is the least recent activity, among themselves in the gateway's order.
    ['activity-desc', ['duda', 'bruno', 'ana', 'carla']],
    ['activity-asc', ['ana', 'carla', 'bruno', 'duda']],
    ['account-asc', ['ana', 'bruno', 'carla', 'duda']],
    ['account-desc', ['duda', 'carla', 'bruno', 'ana']],
  ] as const)('orders by %s', (sort, expected) => {
    expect(accounts(downlineView(rows, sort, 'all'))).toEqual(expected);
  });

  it.each([
    ['active', ['bruno', 'duda']],
    ['frozen', ['ana', 'carla']],
    ['contract', ['ana']],
    ['pendingContract', ['carla']],
  ] as const)('keeps the %s downlines', (filter, expected) => {
    expect(accounts(downlineView(rows, null, filter))).toEqual(expected);
  });

  it('filters then sorts, without touching the rows it was given', () => {
    const given = [...rows];
    expect(accounts(downlineView(rows, 'balance-asc', 'active'))).toEqual(['duda', 'bruno']);
    expect(rows).toEqual(given);
  });
});
