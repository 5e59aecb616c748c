import { roundMoney } from '../cashier/amounts.ts';
import { addDays } from '../records/periods.ts';
import type { Jurisdiction } from './jurisdiction.ts';

// Player limits (issue 26 item 2; Portaria SPA/MF 1.231/2024, UKGC RTS 12): deposit, loss, stake and session-time
// limits over a day, a week and a month. Lowering applies at once; a raise (or a removal) waits a 24-hour cooling-off,
// then needs the player's confirmation, and lapses when not confirmed within 7 days. Times are epoch ms.

export type LimitKind = 'deposit' | 'loss' | 'stake' | 'sessionTime';
export type LimitPeriod = 'day' | 'week' | 'month';

export const LIMIT_KINDS: readonly LimitKind[] = ['deposit', 'loss', 'stake', 'sessionTime'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A raise waits this long before the player may confirm it. */
export const RAISE_COOLING_OFF_MS = 24 * HOUR_MS;
/** A raise not confirmed this long after its cooling-off ends lapses. */
export const RAISE_CONFIRM_WINDOW_MS = 7 * 24 * HOUR_MS;

/** A raise (or a removal: `amount` null) waiting for its cooling-off to end and the player to confirm it. */
export interface PendingRaise {
  amount: number | null;
  requestedAt: number;
  /** From this time the player may confirm it. */
  confirmableAt: number;
  /** After this time it is gone, unconfirmed. */
  lapsesAt: number;
}

/** One limit: money in the currency (minutes for `sessionTime`); `amount` null when none is set. */
export interface PlayerLimit {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  pending?: PendingRaise;
}

export type LimitChange =
  | { outcome: 'applied'; limit: PlayerLimit }
  | { outcome: 'pending'; limit: PlayerLimit }
  | { outcome: 'unchanged'; limit: PlayerLimit }
  | { outcome: 'invalid'; limit: PlayerLimit };

/** Whether `amount` is a limit a player may set: a positive amount in cents (whole minutes for time), or none. */
export function isValidLimitAmount(kind: LimitKind, amount: number | null): boolean {
  if (amount === null) return true;
  if (!Number.isFinite(amount) || amount <= 0) return false;
  return kind === 'sessionTime' ? Number.isInteger(amount) : roundMoney(amount) === amount;
}

/** Whether `next` is stricter than `current` (a limit is stricter than none). */
const isLower = (next: number | null, current: number | null) =>
  next !== null && (current === null || next < current);

/**
 * The player asks for `amount` (null: no limit). A lower limit applies at once and drops any pending raise; a higher
 * one (or none) waits as a pending raise from `now`; asking for the limit in force cancels a pending raise.
 */
export function requestLimitChange(limit: PlayerLimit, amount: number | null, now: number): LimitChange {
  if (!isValidLimitAmount(limit.kind, amount)) return { outcome: 'invalid', limit };
  const { pending: _dropped, ...settled } = limit;
  if (isLower(amount, limit.amount)) return { outcome: 'applied', limit: { ...settled, amount } };
  if (amount === limit.amount) return { outcome: limit.pending ? 'applied' : 'unchanged', limit: settled };
  const confirmableAt = now + RAISE_COOLING_OFF_MS;
  return {
    outcome: 'pending',
    limit: {
      ...settled,
      pending: { amount, requestedAt: now, confirmableAt, lapsesAt: confirmableAt + RAISE_CONFIRM_WINDOW_MS },
    },
  };
}

export type PendingState = 'none' | 'coolingOff' | 'confirmable' | 'lapsed';

export function pendingState(limit: PlayerLimit, now: number): PendingState {
  const { pending } = limit;
  if (!pending) return 'none';
  if (now < pending.confirmableAt) return 'coolingOff';
  return now <= pending.lapsesAt ? 'confirmable' : 'lapsed';
}

export type ConfirmResult =
  | { outcome: 'applied'; limit: PlayerLimit }
  | { outcome: 'tooEarly'; confirmableAt: number }
  | { outcome: 'lapsed' | 'nothingPending'; limit: PlayerLimit };

/** The player confirms a pending raise: only between its cooling-off's end and its lapse. */
export function confirmPendingRaise(limit: PlayerLimit, now: number): ConfirmResult {
  const { pending, ...settled } = limit;
  switch (pendingState(limit, now)) {
    case 'none':
      return { outcome: 'nothingPending', limit };
    case 'coolingOff':
      return { outcome: 'tooEarly', confirmableAt: (pending as PendingRaise).confirmableAt };
    case 'lapsed':
      return { outcome: 'lapsed', limit: settled };
    case 'confirmable':
      return { outcome: 'applied', limit: { ...settled, amount: (pending as PendingRaise).amount } };
  }
}

/** Cancelling a pending raise is immediate: the limit in force stays. */
export function cancelPendingRaise(limit: PlayerLimit): PlayerLimit {
  const { pending: _cancelled, ...settled } = limit;
  return settled;
}

/** The limit in force at `now`: a pending raise never is, and a lapsed one is forgotten. */
export function limitInForce(limit: PlayerLimit, now: number): PlayerLimit {
  return pendingState(limit, now) === 'lapsed' ? cancelPendingRaise(limit) : limit;
}

/**
 * Where a period started and when it resets, on the operator's clock (`utcOffsetMinutes`, Brasília −180 by default):
 * days at midnight, weeks on Monday, months on the 1st.
 */
export function limitWindow(
  period: LimitPeriod,
  now: number,
  utcOffsetMinutes = -180,
): { startsAt: number; resetsAt: number } {
  const offsetMs = utcOffsetMinutes * 60_000;
  const day = Math.floor((now + offsetMs) / DAY_MS);
  let start: number;
  let end: number;
  if (period === 'day') {
    start = day * DAY_MS;
    end = start + DAY_MS;
  } else if (period === 'week') {
    // 1 January 1970 was a Thursday: three days after a Monday.
    start = (day - ((((day + 3) % 7) + 7) % 7)) * DAY_MS;
    end = start + 7 * DAY_MS;
  } else {
    const [year, month] = addDays('1970-01-01', day).split('-').map(Number) as [number, number];
    start = Date.UTC(year, month - 1, 1);
    end = Date.UTC(year, month, 1);
  }
  return { startsAt: start - offsetMs, resetsAt: end - offsetMs };
}

export interface LimitUsage {
  limit: PlayerLimit;
  used: number;
  remaining: number;
  /** 0–100, rounded down; 100 when the limit is reached or passed. */
  percent: number;
  resetsAt: number;
}

/** Used, remaining and percentage of a set limit in its current period. */
export function limitUsage(
  limit: PlayerLimit & { amount: number },
  used: number,
  now: number,
  utcOffsetMinutes?: number,
): LimitUsage {
  const spent = Math.max(0, used);
  const remaining =
    limit.kind === 'sessionTime'
      ? Math.max(0, limit.amount - spent)
      : roundMoney(Math.max(0, limit.amount - spent));
  return {
    limit,
    used: spent,
    remaining,
    percent: Math.min(100, Math.floor((spent / limit.amount) * 100)),
    resetsAt: limitWindow(limit.period, now, utcOffsetMinutes).resetsAt,
  };
}

/** What a player has used of one kind in each period (deposits made, net loss, stakes, minutes played). */
export type UsageByPeriod = Partial<Record<LimitPeriod, number>>;

export type LimitCheck = { allowed: true } | { allowed: false; usage: LimitUsage };

/**
 * Whether `amount` more of `kind` stays within every limit in force of that kind; when it does not, the limit that
 * binds: the one with the least room left (the lowest applicable limit), and when it resets.
 */
export function checkLimits(
  limits: readonly PlayerLimit[],
  kind: LimitKind,
  used: UsageByPeriod,
  amount: number,
  now: number,
  utcOffsetMinutes?: number,
): LimitCheck {
  let binding: LimitUsage | undefined;
  for (const raw of limits) {
    if (raw.kind !== kind) continue;
    const limit = limitInForce(raw, now);
    if (limit.amount === null) continue;
    const usage = limitUsage(
      { ...limit, amount: limit.amount },
      used[limit.period] ?? 0,
      now,
      utcOffsetMinutes,
    );
    if (amount > usage.remaining && (!binding || usage.remaining < binding.remaining)) binding = usage;
  }
  return binding ? { allowed: false, usage: binding } : { allowed: true };
}

/** A limit as a gateway reports it: the amount in force (null: none), this period's use and its reset, when known. */
export interface LimitStanding {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  used?: number;
  resetsAt?: number;
}

/**
 * Why a deposit or a game launch was refused for a limit (issue 26 items 2 and 6): its kind, and where known its
 * period, amount, what is left of it and when it resets (epoch ms).
 */
export interface LimitRefusal {
  kind: LimitKind;
  period?: LimitPeriod;
  amount?: number;
  remaining?: number;
  resetsAt?: number;
}

/**
 * Whether `more` of `kind` (a deposit's amount; 0 for a game launch) passes a limit already read: refused when a
 * limit of that kind is used up, or has less than `more` left. The binding limit is the one with the least left (a
 * tie goes to the one resetting last: the kind is free again only then). Null: nothing binds.
 */
export function limitBeyond(
  standings: readonly LimitStanding[],
  kind: LimitKind,
  more: number,
): LimitRefusal | null {
  let binding: (LimitStanding & { amount: number; remaining: number }) | undefined;
  for (const standing of standings) {
    if (standing.kind !== kind || standing.amount === null) continue;
    const used = Math.max(0, standing.used ?? 0);
    const left = standing.amount - used;
    const remaining = kind === 'sessionTime' ? Math.max(0, left) : roundMoney(Math.max(0, left));
    if (remaining > 0 && more <= remaining) continue;
    const tighter =
      !binding ||
      remaining < binding.remaining ||
      (remaining === binding.remaining && (standing.resetsAt ?? 0) > (binding.resetsAt ?? 0));
    if (tighter) binding = { ...standing, amount: standing.amount, remaining };
  }
  if (!binding) return null;
  return {
    kind,
    period: binding.period,
    amount: binding.amount,
    remaining: binding.remaining,
    ...(binding.resetsAt === undefined ? {} : { resetsAt: binding.resetsAt }),
  };
}

// Issue 26 item 2 under `BR` (Portaria SPA/MF 2.579/2025), here so that the simulated gateway enforces it too.
/** The limits a jurisdiction makes mandatory before any deposit or game. */
export const MANDATORY_LIMIT_KINDS: Readonly<Record<Jurisdiction, readonly LimitKind[]>> = {
  BR: ['loss', 'sessionTime'],
  none: [],
};

/** The mandatory kinds with no limit in force in any period: what still stands between the account and play. */
export function missingMandatoryLimits(
  jurisdiction: Jurisdiction,
  limits: readonly { kind: LimitKind; amount: number | null }[],
): LimitKind[] {
  return MANDATORY_LIMIT_KINDS[jurisdiction].filter(
    (kind) => !limits.some((limit) => limit.kind === kind && limit.amount !== null),
  );
}
