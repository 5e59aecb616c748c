import type { ContractTerms } from './contracts.ts';

/**
 * One period of a downline's team figures (beyond the spec, issue 14 item 8: the simulator): a day for daily salary
 * and dividends, an hour for hourly salary. `profitLoss` is the players' result (negative: the team lost, which is
 * what a dividend shares).
 */
export interface TeamPeriodFigures {
  /** ISO start of the period. */
  start: string;
  validBet: number;
  profitLoss: number;
  activeMembers: number;
  /** Bets placed (real-time salary counts only bets of at least the single bet amount). */
  betCount: number;
}

export interface SimulatedPeriod {
  start: string;
  /** Whether the team met the terms' thresholds. */
  qualifies: boolean;
  /** What the downline would have earned. */
  downline: number;
  /** What the upline would have kept: its own share of the figures under its own terms, less the downline's pay. */
  upline: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** What `terms` would pay on one period's figures (0 when the thresholds are not met). */
export function contractPay(
  terms: ContractTerms,
  period: TeamPeriodFigures,
): { qualifies: boolean; pay: number } {
  const teamLoss = Math.max(0, -period.profitLoss);
  switch (terms.kind) {
    case 'dividend': {
      const qualifies =
        period.validBet >= terms.periodValidBet &&
        period.activeMembers >= terms.activeMembers &&
        -period.profitLoss >= terms.periodProfitLoss;
      return { qualifies, pay: qualifies ? cents((teamLoss * terms.rate) / 100) : 0 };
    }
    case 'daily':
    case 'hourly': {
      const threshold = terms.kind === 'daily' ? terms.dailyBetAmount : terms.hourlyBetAmount;
      const qualifies = period.validBet >= threshold && period.activeMembers >= terms.activeMembers;
      return { qualifies, pay: qualifies ? cents((period.validBet * terms.rate) / 100) : 0 };
    }
    case 'realtime': {
      const averageBet = period.betCount > 0 ? period.validBet / period.betCount : 0;
      const qualifies = period.betCount > 0 && averageBet >= terms.singleBetAmount;
      const rate = period.profitLoss < 0 ? terms.lossSalaryRate : terms.profitSalaryRate;
      return { qualifies, pay: qualifies ? cents((period.validBet * rate) / 100) : 0 };
    }
  }
}

/**
 * Each period under the proposed terms: what the downline would have earned and what the upline would have kept
 * (its own pay on the same figures under `uplineTerms`, its contract with its own upline, less the downline's; with
 * no such contract the upline only pays). Periods oldest first, as given.
 */
export function simulateContract(
  proposed: ContractTerms,
  figures: readonly TeamPeriodFigures[],
  uplineTerms?: ContractTerms,
): SimulatedPeriod[] {
  return figures.map((period) => {
    const downline = contractPay(proposed, period);
    const upline =
      uplineTerms && uplineTerms.kind === proposed.kind ? contractPay(uplineTerms, period).pay : 0;
    return {
      start: period.start,
      qualifies: downline.qualifies,
      downline: downline.pay,
      upline: cents(upline - downline.pay),
    };
  });
}

export function simulationTotals(periods: readonly SimulatedPeriod[]): { downline: number; upline: number } {
  return periods.reduce(
    (sum, period) => ({
      downline: cents(sum.downline + period.downline),
      upline: cents(sum.upline + period.upline),
    }),
    { downline: 0, upline: 0 },
  );
}
