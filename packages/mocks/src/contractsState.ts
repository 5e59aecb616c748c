import { contractsEndedBy } from '@sorte/domain/contract-rate-rule';
import type { TeamPeriodFigures } from '@sorte/domain/contract-simulator';
import {
  type Contract,
  type ContractAction,
  type ContractKind,
  type ContractLogEntry,
  type ContractTerms,
  contractLogEventOf,
  contractStatusAfter,
  partyOf,
} from '@sorte/domain/contracts';
import type { MockDb } from './db.ts';
import { CONTRACTS_SUB_AGENT, contractFixtures, teamFigureFixtures } from './fixtures/contracts.ts';
import type { MockAccount } from './fixtures/mockAccount.ts';
import { downlinesOf } from './teamTree.ts';

// The agents' salary and dividend contracts in the mock db (spec §3 Contract, §4 Contracts), with their change log,
// seeded on first use: agente1 (20001) holds a contract in every status with its downlines. The §4 rate rule is
// enforced here as on the site: a request that would end contracts is refused unless it says the agent confirmed.

export interface ContractsState {
  contracts: Contract[];
  log: ContractLogEntry[];
  nextId: number;
  /** "<account id>:<Idempotency-Key>" → the answer given, so a repeated request acts once. */
  answered: Record<string, unknown>;
}

declare module './db.ts' {
  interface MockState {
    /** The agents' salary and dividend contracts and their change log (./contractsState.ts; seeded on first use). */
    contracts?: ContractsState;
  }
}

function seed(db: MockDb): ContractsState {
  const { contracts, log } = contractFixtures(db.now());
  // agente2's own contract with its first downline (if the team has one): a lower rate to agente2 ends it (§4).
  const below = downlinesOf(db, CONTRACTS_SUB_AGENT.id)[0];
  if (below) {
    const at = new Date(db.now() - 15 * 86_400_000).toISOString();
    const terms: ContractTerms = { kind: 'daily', rate: 1, dailyBetAmount: 1000, activeMembers: 2 };
    contracts.push({
      id: 'ct-1007',
      upline: CONTRACTS_SUB_AGENT,
      downline: { id: below.id, account: below.account },
      status: 'active',
      terms,
      createdAt: at,
      updatedAt: at,
    });
    log.push({
      contractId: 'ct-1007',
      event: 'proposed',
      by: CONTRACTS_SUB_AGENT.account,
      at,
      kind: 'daily',
      terms,
    });
    log.push({ contractId: 'ct-1007', event: 'accepted', by: below.account, at, kind: 'daily' });
  }
  return { contracts, log, nextId: 2001, answered: {} };
}

export function contractsTable(db: MockDb): ContractsState {
  db.state.contracts ??= seed(db);
  return db.state.contracts;
}

/** The contracts `accountId` is a party to, of one kind (all kinds when omitted), newest first. */
export function contractsOf(db: MockDb, accountId: string, kind?: ContractKind): Contract[] {
  return contractsTable(db)
    .contracts.filter((c) => partyOf(c, accountId) !== null && (kind === undefined || c.terms.kind === kind))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/**
 * The contracts in effect (pending, active, termination requested) between `accountId` and its upline, by kind: the
 * downline list's "current contract" column (issue 14 item 5).
 */
export function currentContractsOf(db: MockDb, accountId: string): Partial<Record<ContractKind, Contract>> {
  const current: Partial<Record<ContractKind, Contract>> = {};
  for (const contract of contractsTable(db).contracts) {
    if (contract.downline.id !== accountId) continue;
    if (!['pending', 'active', 'terminationRequested'].includes(contract.status)) continue;
    const held = current[contract.terms.kind];
    if (!held || Date.parse(contract.createdAt) > Date.parse(held.createdAt))
      current[contract.terms.kind] = contract;
  }
  return current;
}

/** The change log entries of the contracts `accountId` is a party to, of one kind. */
export function contractLogOf(db: MockDb, accountId: string, kind: ContractKind): ContractLogEntry[] {
  const ids = new Set(contractsOf(db, accountId, kind).map((c) => c.id));
  return contractsTable(db).log.filter((entry) => ids.has(entry.contractId));
}

export type ContractRefusal = 'notDownline' | 'confirmationNeeded' | 'notFound' | 'notAllowed';

/** §4 A new contract request from `upline`: ends what the rate rule says (only with `confirmed`), adds the pending one. */
export function proposeContract(
  db: MockDb,
  upline: MockAccount,
  downlineId: string,
  terms: ContractTerms,
  confirmed: boolean,
): { contract: Contract; terminated: string[] } | { refusal: ContractRefusal; ending?: string[] } {
  const downline = downlinesOf(db, upline.id).find((account) => account.id === downlineId);
  if (!downline) return { refusal: 'notDownline' };
  const table = contractsTable(db);
  const proposal = {
    upline: { id: upline.id, account: upline.account },
    downline: { id: downline.id, account: downline.account },
    terms,
  };
  const ended = contractsEndedBy(proposal, table.contracts);
  if (ended.length > 0 && !confirmed)
    return { refusal: 'confirmationNeeded', ending: ended.map((e) => e.contract.id) };
  const at = new Date(db.now()).toISOString();
  for (const { contract } of ended) {
    contract.status = 'terminated';
    contract.updatedAt = at;
    table.log.push({ contractId: contract.id, event: 'replaced', by: upline.account, at, kind: terms.kind });
  }
  const contract: Contract = { id: `ct-${table.nextId++}`, ...proposal, status: 'pending', createdAt: at };
  table.contracts.push(contract);
  table.log.push({
    contractId: contract.id,
    event: 'proposed',
    by: upline.account,
    at,
    kind: terms.kind,
    terms,
  });
  return { contract, terminated: ended.map((e) => e.contract.id) };
}

/** Accept, Reject, Terminate or the termination request by `who`, when §4 (our reading) lets it. */
export function actOnContract(
  db: MockDb,
  who: MockAccount,
  kind: ContractKind,
  contractId: string,
  action: ContractAction,
): { contract: Contract } | { refusal: ContractRefusal } {
  const table = contractsTable(db);
  const contract = table.contracts.find((c) => c.id === contractId && c.terms.kind === kind);
  const party = contract ? partyOf(contract, who.id) : null;
  if (!contract || !party) return { refusal: 'notFound' };
  const next = contractStatusAfter(contract, party, action);
  if (!next) return { refusal: 'notAllowed' };
  const at = new Date(db.now()).toISOString();
  table.log.push({
    contractId,
    event: contractLogEventOf(contract.status, action),
    by: who.account,
    at,
    kind,
  });
  contract.status = next;
  contract.updatedAt = at;
  return { contract };
}

/** A downline's team figures of the last periods (days; hours for hourly salary), deterministic per downline. */
export function teamFiguresOf(db: MockDb, downlineId: string, kind: ContractKind): TeamPeriodFigures[] {
  return teamFigureFixtures(downlineId, kind, db.now());
}
