import type { TransactionRecord } from '../records/model.ts';
import type { IsoDate } from '../records/periods.ts';

/**
 * The agent centre's reports (§2 Agent menu: palStatementsAgentCopy, agentRevenueReport,
 * agentDownlineTransactionDetailsCopy, agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary). The spec names the screens, not their payloads: these are the shapes the client works with
 * once the gateway's answer is read. Paged and totalled like the member centre's records (RecordPage). Macro-free.
 */

/** Whose figures a report shows: the agent's own, or everyone below the agent (the whole team, however deep). */
export const REPORT_SCOPES = ['team', 'self'] as const;
export type ReportScope = (typeof REPORT_SCOPES)[number];

/**
 * One row of the profit and loss statement. The team's rows are one per member (`account`) over the period; the
 * agent's own rows are one per day (`date`). `winLoss` is the players' result (payout − bet); `profitLoss` is the
 * house's result after what it gave back: −(winLoss + bonus + rebate).
 */
export interface PalStatementRow {
  id: string;
  account: string;
  date?: IsoDate;
  betCount: number;
  betAmount: number;
  validBet: number;
  winLoss: number;
  bonus: number;
  rebate: number;
  profitLoss: number;
}

export interface PalStatementTotals {
  betAmount: number;
  validBet: number;
  winLoss: number;
  bonus: number;
  rebate: number;
  profitLoss: number;
}

/** One game category of the revenue report: the team's bets and result, and the agent's revenue from them. */
export interface RevenueRow {
  gameCategory: string;
  betCount: number;
  betAmount: number;
  validBet: number;
  /** The players' result (payout − bet). */
  winLoss: number;
  /** What the agent earns from the category (its commission on the house's result). */
  revenue: number;
}

export interface RevenueTotals {
  betAmount: number;
  validBet: number;
  winLoss: number;
  revenue: number;
}

/** A movement of a downline's wallet: the account record's row with whose it is. */
export interface DownlineTransaction extends TransactionRecord {
  account: string;
}

/** §3 Contract kinds whose earnings the agent centre lists. */
export const SALARY_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type SalaryKind = (typeof SALARY_KINDS)[number];

/** PAID: credited; PENDING: settled, not yet credited; NOT_REACHED: the team missed the contract's thresholds. */
export const SALARY_STATUSES = ['PAID', 'PENDING', 'NOT_REACHED'] as const;
export type SalaryStatus = (typeof SALARY_STATUSES)[number];

/**
 * What the agent earned under one contract for one period (a dividend period, a day, an hour or a 5-minute slot):
 * the team's figures that period, the rate applied and the amount.
 */
export interface SalaryRecord {
  id: string;
  /** ISO instants: the period's first moment and the first moment after it. */
  periodStart: string;
  periodEnd: string;
  /** The team's valid bets that period (real-time: of the bets at or above the single bet amount). */
  validBet: number;
  /** The house's result from the team that period (positive: the team lost). */
  profitLoss: number;
  activeMembers: number;
  /** 0.01 is 1 %. */
  rate: number;
  amount: number;
  status: SalaryStatus;
}

export interface SalaryTotals {
  validBet: number;
  amount: number;
}

/** What an agent report is asked for beyond a record query: whose figures, and one member's account. */
export interface AgentReportExtras {
  scope?: ReportScope;
  account?: string;
}
