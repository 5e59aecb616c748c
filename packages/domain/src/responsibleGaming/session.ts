import { roundMoney } from '../cashier/amounts.ts';

// The session clock, the net position and the reality check (issue 26 items 3 and 4; UKGC RTS 13 and 14). Times are
// epoch ms.

export const REALITY_CHECK_MIN_MINUTES = 15;
export const REALITY_CHECK_MAX_MINUTES = 120;
export const REALITY_CHECK_DEFAULT_MINUTES = 60;

/** The interval a player chose, held to 15–120 whole minutes; 60 when none (or nonsense) is given. */
export function realityCheckMinutes(chosen: number | null | undefined): number {
  if (typeof chosen !== 'number' || !Number.isFinite(chosen)) return REALITY_CHECK_DEFAULT_MINUTES;
  return Math.min(REALITY_CHECK_MAX_MINUTES, Math.max(REALITY_CHECK_MIN_MINUTES, Math.round(chosen)));
}

/**
 * Which reality check is due at `now` (1 for the first full interval of the session, 0 for none yet); the dialog
 * opens when this is above the last one the player answered, so once per interval however often it is asked.
 */
export function dueRealityCheck(sessionStartedAt: number, intervalMinutes: number, now: number): number {
  const elapsed = now - sessionStartedAt;
  return elapsed <= 0 ? 0 : Math.floor(elapsed / (realityCheckMinutes(intervalMinutes) * 60_000));
}

export function isRealityCheckDue(
  sessionStartedAt: number,
  intervalMinutes: number,
  lastAnswered: number,
  now: number,
): boolean {
  return dueRealityCheck(sessionStartedAt, intervalMinutes, now) > lastAnswered;
}

/** When the next reality check opens, after the one last answered. */
export function nextRealityCheckAt(
  sessionStartedAt: number,
  intervalMinutes: number,
  lastAnswered: number,
): number {
  return sessionStartedAt + (lastAnswered + 1) * realityCheckMinutes(intervalMinutes) * 60_000;
}

/** The session's figures since it began: stakes, wins and the net result (won minus staked). */
export interface SessionPosition {
  staked: number;
  won: number;
  net: number;
}

export function sessionPosition(bets: readonly { stake: number; payout: number }[]): SessionPosition {
  let staked = 0;
  let won = 0;
  for (const bet of bets) {
    staked += Math.max(0, bet.stake);
    won += Math.max(0, bet.payout);
  }
  return { staked: roundMoney(staked), won: roundMoney(won), net: roundMoney(won - staked) };
}

/** Elapsed session time as `H:MM:SS` (shown in tabular digits, so a tick never moves what sits beside it). */
export function sessionClock(sessionStartedAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - sessionStartedAt) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
