import type { Downline } from './team.ts';

/**
 * How the agent orders and narrows the downline list (issue 23 item 6): an order (key and direction) and one status
 * filter. Macro-free: kept in the URL by the app, named by the list's controls.
 */
export const DOWNLINE_SORTS = [
  'joined-desc',
  'joined-asc',
  'balance-desc',
  'balance-asc',
  'activity-desc',
  'activity-asc',
  'account-asc',
  'account-desc',
] as const;
export type DownlineSort = (typeof DOWNLINE_SORTS)[number];

export const DOWNLINE_FILTERS = ['all', 'active', 'frozen', 'contract', 'pendingContract'] as const;
export type DownlineFilter = (typeof DOWNLINE_FILTERS)[number];

export const isDownlineSort = (value: string | null): value is DownlineSort =>
  (DOWNLINE_SORTS as readonly (string | null)[]).includes(value);
export const isDownlineFilter = (value: string | null): value is DownlineFilter =>
  (DOWNLINE_FILTERS as readonly (string | null)[]).includes(value);

const FILTERS: Record<DownlineFilter, (row: Downline) => boolean> = {
  all: () => true,
  active: (row) => row.status === 'NORMAL',
  // A locked member cannot log in either: frozen out of the team's play like a frozen one.
  frozen: (row) => row.status !== 'NORMAL',
  contract: (row) => row.contract !== undefined,
  pendingContract: (row) => row.pendingContract !== undefined,
};

type SortKey = DownlineSort extends `${infer Key}-${string}` ? Key : never;

const instant = (iso: string | undefined) => (iso ? Date.parse(iso) : Number.NEGATIVE_INFINITY);
const byNumber = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);

const KEYS: Record<SortKey, (a: Downline, b: Downline) => number> = {
  joined: (a, b) => byNumber(instant(a.registeredAt), instant(b.registeredAt)),
  balance: (a, b) => byNumber(a.balance, b.balance),
  activity: (a, b) => byNumber(instant(a.lastLoginAt), instant(b.lastLoginAt)),
  account: (a, b) => a.account.localeCompare(b.account),
};

/**
 * The rows the filter keeps, in the order asked (stable: ties keep the gateway's order). A downline that never
 * logged in is the least recent activity.
 */
export function downlineView(
  rows: readonly Downline[],
  sort: DownlineSort | null,
  filter: DownlineFilter,
): Downline[] {
  const kept = rows.filter(FILTERS[filter]);
  if (!sort) return kept;
  const [key, direction] = sort.split('-') as [SortKey, 'asc' | 'desc'];
  const compare = KEYS[key];
  const sign = direction === 'asc' ? 1 : -1;
  return kept.sort((a, b) => sign * compare(a, b));
}
