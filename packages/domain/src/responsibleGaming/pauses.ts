import { addDays } from '../records/periods.ts';

// Take a break and self-exclusion (issue 26 item 5; Portaria SPA/MF 1.231/2024, UKGC RTS 12, MGA): a break of 24 hours,
// 7 or 30 days, or a self-exclusion of 6 months, 1, 2 or 5 years or for good. Nothing shortens either; during both
// the player may log in, withdraw and read records, and may not deposit, launch a game or claim a promotion.
// Times are epoch ms.

export type BreakLength = '24h' | '7d' | '30d';
export type ExclusionLength = '6m' | '1y' | '2y' | '5y' | 'indefinite';

export const BREAK_LENGTHS: readonly BreakLength[] = ['24h', '7d', '30d'];
export const EXCLUSION_LENGTHS: readonly ExclusionLength[] = ['6m', '1y', '2y', '5y', 'indefinite'];

const DAY_MS = 86_400_000;
const BREAK_MS: Record<BreakLength, number> = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS };
const EXCLUSION_MONTHS: Record<Exclude<ExclusionLength, 'indefinite'>, number> = {
  '6m': 6,
  '1y': 12,
  '2y': 24,
  '5y': 60,
};

/** A break or a self-exclusion in force; `endsAt` null: for good. */
export interface Pause {
  kind: 'break' | 'exclusion';
  startedAt: number;
  endsAt: number | null;
}

/** `months` calendar months after `time` (UTC), on the last day of a shorter month (31 Aug + 6 months = 28/29 Feb). */
function addMonths(time: number, months: number): number {
  const day = Math.floor(time / DAY_MS);
  const [year, month, date] = addDays('1970-01-01', day).split('-').map(Number) as [number, number, number];
  const target = Date.UTC(year, month - 1 + months, 1);
  const lastDate = (Date.UTC(year, month + months, 1) - target) / DAY_MS;
  return target + (Math.min(date, lastDate) - 1) * DAY_MS + (time - day * DAY_MS);
}

export function breakEnd(length: BreakLength, now: number): number {
  return now + BREAK_MS[length];
}

export function exclusionEnd(length: ExclusionLength, now: number): number | null {
  return length === 'indefinite' ? null : addMonths(now, EXCLUSION_MONTHS[length]);
}

/** Whether `pause` still holds at `now`. */
export function isPauseActive(pause: Pause | null | undefined, now: number): pause is Pause {
  return pause != null && now >= pause.startedAt && (pause.endsAt === null || now < pause.endsAt);
}

export type PauseRequest =
  | { outcome: 'started'; pause: Pause }
  /** A request that would end sooner than the pause in force: nothing shortens a pause. */
  | { outcome: 'wouldShorten'; pause: Pause };

const endsLater = (a: number | null, b: number | null) => (a === null ? b !== null : b !== null && a > b);

/**
 * A new break or exclusion from `now`: it replaces the pause in force only when it ends later (an exclusion also
 * replaces a break ending later, the stricter kind); otherwise the pause in force stays, unshortened.
 */
export function requestPause(current: Pause | null | undefined, next: Pause, now: number): PauseRequest {
  if (!isPauseActive(current, now)) return { outcome: 'started', pause: next };
  if (endsLater(next.endsAt, current.endsAt) || (next.endsAt === current.endsAt && next.kind === 'exclusion'))
    return { outcome: 'started', pause: next };
  if (next.kind === 'exclusion' && current.kind === 'break')
    return { outcome: 'started', pause: { ...next, endsAt: current.endsAt } };
  return { outcome: 'wouldShorten', pause: current };
}

/** What a paused player may still do: log in, withdraw the balance and read records. */
export type PlayerAction = 'logIn' | 'withdraw' | 'readRecords' | 'deposit' | 'launchGame' | 'claimPromotion';

const ALLOWED_WHILE_PAUSED: ReadonlySet<PlayerAction> = new Set(['logIn', 'withdraw', 'readRecords']);

export function isAllowedDuringPause(
  pause: Pause | null | undefined,
  action: PlayerAction,
  now: number,
): boolean {
  return !isPauseActive(pause, now) || ALLOWED_WHILE_PAUSED.has(action);
}
