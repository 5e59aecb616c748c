import { addDays, type DateRange, daysInRange, type IsoDate } from '../records/periods.ts';
import type { ContractKind } from './contracts.ts';

/**
 * The agent's team (spec §2 agentTeamOverview, downlineManagmentView; §6 Agent "see team data", "transfer to
 * downline"): a downline's summary, the team's figures of a period and their change against the period before it.
 * Macro-free: the simulated gateway imports it.
 */

/** A member's standing (our reading; the spec shows no statuses): NORMAL, FROZEN (no login, no money), LOCKED (no login). */
export const MEMBER_STATUSES = ['NORMAL', 'FROZEN', 'LOCKED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** A downline's current contract in a list: its §4 kind and rate (a share, 0.012 is 1.2 %; real-time: the profit salary rate). */
export interface ContractSummary {
  kind: ContractKind;
  rate: number;
}

/** One member of the team as the downline list shows it. */
export interface Downline {
  id: string;
  account: string;
  nickname?: string;
  /** §3: 0 player, 1, 2, 41, 42 agent types. */
  type: number;
  balance: number;
  status: MemberStatus;
  /** ISO instants. */
  registeredAt: string;
  lastLoginAt?: string;
  /** Members directly under it (0 for a player). */
  downlineCount: number;
  /** The contract that binds the downline now (accepted, or accepted with its termination asked). */
  contract?: ContractSummary;
  /** A request the downline has not answered yet: never shown as the current contract. */
  pendingContract?: ContractSummary;
}

/** A downline's money and play over the period asked (issue 23 item 6, its profile). */
export interface DownlineFigures {
  deposits: number;
  withdrawals: number;
  bets: number;
  validBets: number;
  /** The downline's result: payouts less stakes (negative: it lost). */
  profitLoss: number;
}

/** One downline's profile: its row of the list, its figures, and every contract with its upline by standing. */
export interface DownlineProfile extends Omit<Downline, 'contract' | 'pendingContract'> {
  figures: DownlineFigures;
  /** Contracts that bind the downline now (accepted, or accepted with its termination asked). */
  contracts: ContractSummary[];
  /** Requests the downline has not answered: never shown as current. */
  pendingContracts: ContractSummary[];
}

/** A page of downlines (server paging). */
export interface DownlinePage {
  rows: Downline[];
  total: number;
  totalPages: number;
}

/** The agent above a drilled-into level: the breadcrumb's entries. */
export interface DownlineLevel {
  id: string;
  account: string;
}

/** The team's figures of one range (spec §2 agentTeamOverview). */
export interface TeamFigures {
  /** Members registered by the range's last day. */
  teamSize: number;
  /** Members with a bet in the range. */
  activeMembers: number;
  /** Members registered in the range. */
  newMembers: number;
  bets: number;
  validBets: number;
  deposits: number;
  withdrawals: number;
  /** What the team lost (their stakes less their payouts; negative when the team won). */
  loss: number;
  /** Money the team brought in: deposits less withdrawals. */
  income: number;
}

export const TEAM_FIGURES = [
  'teamSize',
  'activeMembers',
  'newMembers',
  'bets',
  'validBets',
  'deposits',
  'withdrawals',
  'loss',
  'income',
] as const satisfies readonly (keyof TeamFigures)[];
export type TeamFigure = (typeof TEAM_FIGURES)[number];

/** The counts among the figures (the others are amounts of money). */
export const COUNT_FIGURES: readonly TeamFigure[] = ['teamSize', 'activeMembers', 'newMembers'];

/** One day of the chart. */
export interface TeamDay {
  date: IsoDate;
  validBets: number;
  income: number;
}

export interface TeamOverview {
  range: DateRange;
  figures: TeamFigures;
  /** Each day of the range, oldest first. */
  days: TeamDay[];
}

/** The range of the same length just before `range` (the comparison period). */
export function previousRange(range: DateRange): DateRange {
  const length = daysInRange(range);
  const end = addDays(range.start, -1);
  return { start: addDays(end, -(length - 1)), end };
}

export type ChangeDirection = 'up' | 'down' | 'same';

export interface FigureChange {
  direction: ChangeDirection;
  /** Relative change in percent (one decimal), null when the previous value was 0 and this one is not. */
  percent: number | null;
}

/** How `current` moved against `previous`. */
export function figureChange(current: number, previous: number): FigureChange {
  const difference = current - previous;
  const direction: ChangeDirection = Math.abs(difference) < 0.005 ? 'same' : difference > 0 ? 'up' : 'down';
  if (direction === 'same') return { direction, percent: 0 };
  if (previous === 0) return { direction, percent: null };
  return { direction, percent: Math.round((Math.abs(difference) / Math.abs(previous)) * 1000) / 10 };
}
