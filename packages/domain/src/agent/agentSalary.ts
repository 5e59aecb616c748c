import { remainingSeconds } from '../countdown/countdown.ts';
import { PLATFORM_TIME_ZONE } from '../records/periods.ts';
import type { SalaryKind } from './agentReports.ts';

/**
 * §3 Contract terms and what they pay; §9 real-time salary settled every 5 minutes. Time slots (a 5-minute slot, an
 * hour) are cut on the platform time zone's wall clock, so an hour's salary is the hour the agent reads on the
 * agent clock. Macro-free: the simulated gateway computes its records with it.
 */

/** §9: real-time salary is settled every 5 minutes. */
export const REALTIME_SALARY_SLOT_MINUTES = 5;
const MINUTE_MS = 60_000;

/** §3 dividend: rate, period valid bet, period profit and loss, active members. */
export interface DividendTerms {
  rate: number;
  periodValidBet: number;
  periodProfitLoss: number;
  activeMembers: number;
}
/** §3 daily salary: rate, daily bet amount, active members. */
export interface DailySalaryTerms {
  rate: number;
  dailyBetAmount: number;
  activeMembers: number;
}
/** §3 hourly salary: rate, hourly bet amount, active members. */
export interface HourlySalaryTerms {
  rate: number;
  hourlyBetAmount: number;
  activeMembers: number;
}
/** §3 real-time salary: profit salary rate, loss salary rate, single bet amount. */
export interface RealtimeSalaryTerms {
  profitSalaryRate: number;
  lossSalaryRate: number;
  singleBetAmount: number;
}

export interface SalaryTermsByKind {
  dividend: DividendTerms;
  daily: DailySalaryTerms;
  hourly: HourlySalaryTerms;
  realtime: RealtimeSalaryTerms;
}

/** The team's figures for one period. Real-time: `validBet` counts only bets at or above the single bet amount. */
export interface SalaryPeriodFigures {
  validBet: number;
  /** The house's result from the team (positive: the team lost). */
  profitLoss: number;
  activeMembers: number;
}

export interface SalaryOutcome {
  rate: number;
  amount: number;
  /** Whether the team met the contract's thresholds (an unmet one pays nothing). */
  reached: boolean;
}

/** A share of a base, floored to the cent (never pays a fraction more than earned); nothing for a negative base. */
const shareOf = (base: number, rate: number) => (base > 0 ? Math.floor(base * rate * 100 + 1e-6) / 100 : 0);

const outcome = (reached: boolean, rate: number, base: number): SalaryOutcome => ({
  rate,
  reached,
  amount: reached ? shareOf(base, rate) : 0,
});

/**
 * What one period pays under a contract of `kind`:
 * - dividend: the rate of the house's result, once the period's valid bet, profit and loss and active members reach
 *   the terms;
 * - daily and hourly: the rate of the valid bets, once they and the active members reach the terms;
 * - real-time: the valid bets at or above the single bet amount, at the profit salary rate when the house won in the
 *   slot (or broke even), at the loss salary rate when it lost.
 */
export function salaryOf<Kind extends SalaryKind>(
  kind: Kind,
  terms: SalaryTermsByKind[Kind],
  figures: SalaryPeriodFigures,
): SalaryOutcome {
  switch (kind) {
    case 'dividend': {
      const t = terms as DividendTerms;
      const reached =
        figures.validBet >= t.periodValidBet &&
        figures.profitLoss >= t.periodProfitLoss &&
        figures.activeMembers >= t.activeMembers;
      return outcome(reached, t.rate, figures.profitLoss);
    }
    case 'daily': {
      const t = terms as DailySalaryTerms;
      return outcome(
        figures.validBet >= t.dailyBetAmount && figures.activeMembers >= t.activeMembers,
        t.rate,
        figures.validBet,
      );
    }
    case 'hourly': {
      const t = terms as HourlySalaryTerms;
      return outcome(
        figures.validBet >= t.hourlyBetAmount && figures.activeMembers >= t.activeMembers,
        t.rate,
        figures.validBet,
      );
    }
    default: {
      const t = terms as RealtimeSalaryTerms;
      const rate = figures.profitLoss >= 0 ? t.profitSalaryRate : t.lossSalaryRate;
      return outcome(figures.validBet > 0, rate, figures.validBet);
    }
  }
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `ms` (São Paulo today: −3 h). */
export function zoneOffsetMs(ms: number, timeZone: string = PLATFORM_TIME_ZONE): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(
    formatter.formatToParts(ms).map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    parts.year as number,
    (parts.month as number) - 1,
    parts.day as number,
    parts.hour as number,
    parts.minute as number,
    parts.second as number,
  );
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/** A time slot: its first instant and the first instant after it (epoch ms). */
export interface TimeSlot {
  start: number;
  end: number;
}

/** The slot of `minutes` on the platform's wall clock (5: :00, :05 … :55; 60: the hour) that contains `ms`. */
export function timeSlotAt(
  ms: number,
  minutes: number = REALTIME_SALARY_SLOT_MINUTES,
  timeZone: string = PLATFORM_TIME_ZONE,
): TimeSlot {
  const size = minutes * MINUTE_MS;
  const wall = ms + zoneOffsetMs(ms, timeZone);
  const start = ms - (((wall % size) + size) % size);
  return { start, end: start + size };
}

/** §9: the real-time salary's current (unsettled) slot and when it is settled: at the slot's end. */
export function realtimeSettlement(
  nowMs: number,
  timeZone: string = PLATFORM_TIME_ZONE,
): { slot: TimeSlot; nextSettlementAt: number; secondsLeft: number } {
  const slot = timeSlotAt(nowMs, REALTIME_SALARY_SLOT_MINUTES, timeZone);
  return { slot, nextSettlementAt: slot.end, secondsLeft: remainingSeconds(slot.end, nowMs) };
}
