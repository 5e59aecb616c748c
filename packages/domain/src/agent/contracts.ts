// Spec §3 Contract, §4 Contracts, §6 Agent: the salary and dividend contracts an agent sets with a downline.
//
// Our reading of the statuses and actions (§4 names the actions Accept, Reject and Terminate, and says that a new
// contract request and a termination request both exist):
// - the upline proposes (a new contract request): `pending` until the downline answers;
// - the downline Accepts (`active`) or Rejects (`rejected`);
// - the upline Terminates an active contract (`terminated`); the downline cannot end it alone: it sends a
//   termination request (`terminationRequested`) that the upline Accepts (`terminated`) or Rejects (`active`);
// - a contract a new one replaces ends as `terminated` too (§4 rate rule, ./contractRateRule.ts).

export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const CONTRACT_STATUSES = [
  'pending',
  'active',
  'terminationRequested',
  'rejected',
  'terminated',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** The statuses in which a contract binds (or is about to bind) its parties. */
export const CONTRACT_STATUSES_IN_EFFECT: readonly ContractStatus[] = [
  'pending',
  'active',
  'terminationRequested',
];

export const CONTRACT_ACTIONS = ['accept', 'reject', 'terminate', 'requestTermination'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

export type ContractParty = 'upline' | 'downline';

/** §3 Contract, per kind. Rates are percentages (1.5 means 1.5 %); amounts are in the member's currency. */
export type ContractTerms =
  | {
      kind: 'dividend';
      rate: number;
      periodValidBet: number;
      periodProfitLoss: number;
      activeMembers: number;
    }
  | { kind: 'daily'; rate: number; dailyBetAmount: number; activeMembers: number }
  | { kind: 'hourly'; rate: number; hourlyBetAmount: number; activeMembers: number }
  | { kind: 'realtime'; profitSalaryRate: number; lossSalaryRate: number; singleBetAmount: number };

export type ContractTermsOf<K extends ContractKind> = Extract<ContractTerms, { kind: K }>;

export interface ContractMember {
  id: string;
  account: string;
}

export interface Contract {
  id: string;
  upline: ContractMember;
  downline: ContractMember;
  status: ContractStatus;
  terms: ContractTerms;
  /** ISO time the request was made. */
  createdAt: string;
  /** ISO time of the last change. */
  updatedAt?: string;
}

/** The fields of each kind's terms, in the §3 order. */
export const CONTRACT_TERM_FIELDS = {
  dividend: ['rate', 'periodValidBet', 'periodProfitLoss', 'activeMembers'],
  daily: ['rate', 'dailyBetAmount', 'activeMembers'],
  hourly: ['rate', 'hourlyBetAmount', 'activeMembers'],
  realtime: ['profitSalaryRate', 'lossSalaryRate', 'singleBetAmount'],
} as const satisfies { [K in ContractKind]: readonly Exclude<keyof ContractTermsOf<K>, 'kind'>[] };

export type ContractTermField = (typeof CONTRACT_TERM_FIELDS)[ContractKind][number];

export const RATE_FIELDS = ['rate', 'profitSalaryRate', 'lossSalaryRate'] as const;
export const MEMBER_FIELDS = ['activeMembers'] as const;

/** Sane bounds: no share of a team's figures above this percentage. */
export const MAX_CONTRACT_RATE = 100;
/** A rate has at most two decimals (0.25 %). */
export const RATE_DECIMALS = 2;
export const MAX_CONTRACT_AMOUNT = 1_000_000_000;

export type ContractFieldKind = 'rate' | 'members' | 'amount' | 'signedAmount';

/** What a field holds: a rate, a count of members, an amount (≥ 0) or the period profit and loss (any sign). */
export function contractFieldKind(field: ContractTermField): ContractFieldKind {
  if ((RATE_FIELDS as readonly string[]).includes(field)) return 'rate';
  if ((MEMBER_FIELDS as readonly string[]).includes(field)) return 'members';
  return field === 'periodProfitLoss' ? 'signedAmount' : 'amount';
}

/** What the agent may do with `contract`, standing on `party`'s side (§4 Accept, Reject, Terminate, termination request). */
export function contractActionsFor(
  contract: Pick<Contract, 'status'>,
  party: ContractParty,
): ContractAction[] {
  switch (contract.status) {
    case 'pending':
      return party === 'downline' ? ['accept', 'reject'] : [];
    case 'active':
      return party === 'upline' ? ['terminate'] : ['requestTermination'];
    case 'terminationRequested':
      return party === 'upline' ? ['accept', 'reject'] : [];
    default:
      return [];
  }
}

/** The status an action leads to, or null when `party` may not take it in the contract's status. */
export function contractStatusAfter(
  contract: Pick<Contract, 'status'>,
  party: ContractParty,
  action: ContractAction,
): ContractStatus | null {
  if (!contractActionsFor(contract, party).includes(action)) return null;
  if (action === 'terminate') return 'terminated';
  if (action === 'requestTermination') return 'terminationRequested';
  if (contract.status === 'pending') return action === 'accept' ? 'active' : 'rejected';
  return action === 'accept' ? 'terminated' : 'active';
}

/** The side `memberId` stands on in `contract`, or null when it is not a party. */
export function partyOf(
  contract: Pick<Contract, 'upline' | 'downline'>,
  memberId: string,
): ContractParty | null {
  if (contract.upline.id === memberId) return 'upline';
  if (contract.downline.id === memberId) return 'downline';
  return null;
}

/**
 * The new contract requests waiting for `memberId`'s answer as the downline (the §2 contract popup shows them);
 * termination requests are answered on the contracts page.
 */
export function contractsAwaitingAnswer(contracts: readonly Contract[], memberId: string): Contract[] {
  return contracts.filter((contract) => contract.status === 'pending' && contract.downline.id === memberId);
}

/** The headline rate of a contract (real-time salary: the larger of its two rates). */
export function contractRate(terms: ContractTerms): number {
  return terms.kind === 'realtime' ? Math.max(terms.profitSalaryRate, terms.lossSalaryRate) : terms.rate;
}

// ---- change log --------------------------------------------------------------------------------------------------

export const CONTRACT_LOG_EVENTS = [
  'proposed',
  'accepted',
  'rejected',
  'terminated',
  'terminationRequested',
  'terminationAccepted',
  'terminationRejected',
  'replaced',
] as const;
export type ContractLogEvent = (typeof CONTRACT_LOG_EVENTS)[number];

/** One change of a contract: who did what, when (both parties see it). */
export interface ContractLogEntry {
  contractId: string;
  event: ContractLogEvent;
  /** Account of the member who acted (for `replaced`, the upline whose new request ended it). */
  by: string;
  /** ISO time. */
  at: string;
  kind: ContractKind;
  /** The terms the event was about (a proposal's). */
  terms?: ContractTerms;
}

/** The log event an action makes, from the status the contract was in. */
export function contractLogEventOf(from: ContractStatus, action: ContractAction): ContractLogEvent {
  if (action === 'terminate') return 'terminated';
  if (action === 'requestTermination') return 'terminationRequested';
  if (from === 'terminationRequested')
    return action === 'accept' ? 'terminationAccepted' : 'terminationRejected';
  return action === 'accept' ? 'accepted' : 'rejected';
}

/** The log, newest first (ties keep their order). */
export function sortContractLog(entries: readonly ContractLogEntry[]): ContractLogEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => Date.parse(b.entry.at) - Date.parse(a.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
}
