import type { DateRange, IsoDate } from './periods.ts';

/**
 * The member centre's records (§2 personalHistoryCopy, transactionHistory, personalProfit, bonusDetails,
 * manualRebate). The spec names the screens, not their payloads: these are the shapes the client works with once
 * the gateway's answer is read (packages/gateway reads the plausible wire forms into them). Macro-free.
 */

/** The record lists, named after their §2 menu items. */
export const RECORD_KINDS = [
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const BET_STATUSES = ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** One bet (betting record). */
export interface BetRecord {
  id: string;
  /** ISO instant the bet was placed. */
  time: string;
  /** §3 game category (LOTT, LIVE, RNG …). */
  gameCategory: string;
  gameName: string;
  vendor?: string;
  betAmount: number;
  validBet: number;
  /** What the bet paid back (0 for a loss). */
  payout: number;
  /** payout − bet, from the player's side. */
  profit: number;
  status: BetStatus;
  /** The game round (or lottery issue) the bet was in, when the gateway says (issue 23 item 6). */
  roundId?: string;
  /** The bet's odds as a whole, when the game has them. */
  odds?: number;
  /** What was picked, each with its odds when the game has them (sports legs, lottery numbers). */
  selections?: BetSelection[];
}

/** One pick of a bet, as the gateway words it. */
export interface BetSelection {
  label: string;
  odds?: number;
}

export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'BONUS',
  'REBATE',
  'ADJUSTMENT',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_STATUSES = ['SUCCESS', 'PENDING', 'FAILED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** One movement of the main wallet (account record). */
export interface TransactionRecord {
  id: string;
  time: string;
  type: TransactionType;
  /** Signed: money in is positive, money out negative. */
  amount: number;
  /** The main balance after it, when the gateway says it. */
  balanceAfter?: number;
  status: TransactionStatus;
  remark?: string;
}

/** One day's result in one game category (personal profit and loss). */
export interface ProfitRecord {
  date: IsoDate;
  gameCategory: string;
  betCount: number;
  betAmount: number;
  validBet: number;
  payout: number;
  profit: number;
}

export const BONUS_TYPES = ['PROMOTION', 'REBATE', 'VIP', 'MISSION', 'RAFFLE', 'REFERRAL'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

export const BONUS_STATUSES = ['ISSUED', 'PENDING', 'REJECTED'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** One bonus paid or pending (bonus details). */
export interface BonusRecord {
  id: string;
  time: string;
  type: BonusType;
  name: string;
  amount: number;
  status: BonusStatus;
}

/** What can be claimed now in one game category (manual rebate). */
export interface RebateCategory {
  gameCategory: string;
  /** Valid bets not yet rebated. */
  validBet: number;
  /** 0.008 is 0.8 %. */
  rate: number;
  claimable: number;
}

/** The answer to a claim: what was credited and the main balance after it. */
export interface RebateClaimResult {
  claimed: number;
  balance?: number;
}

/** What a record list is asked for: the dates (both ends included), the optional filters, one server page. */
export interface RecordQuery {
  range: DateRange;
  type?: string;
  status?: string;
  gameCategory?: string;
  pageNo: number;
  pageSize: number;
}

/** One page of a record list, with the count and the totals of the whole filtered range. */
export interface RecordPage<Row, Totals> {
  rows: Row[];
  total: number;
  totalPages: number;
  totals: Totals;
}

export interface BetTotals {
  betAmount: number;
  validBet: number;
  payout: number;
  profit: number;
}

export interface TransactionTotals {
  moneyIn: number;
  moneyOut: number;
}

export type ProfitTotals = BetTotals;

export interface BonusTotals {
  amount: number;
}
