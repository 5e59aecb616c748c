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
import { downlinesOf } from './agentTeam.ts';
import type { MockDb } from './db.ts';
import type { MockAccount } from './fixtures/accounts.ts';

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

const AGENTE1 = { id: '20001', account: 'agente1' };
const DAY_MS = 86_400_000;

const daily = (rate: number): ContractTerms => ({
  kind: 'daily',
  rate,
  dailyBetAmount: 1000,
  activeMembers: 2,
});

function seed(db: MockDb): ContractsState {
  const now = db.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();
  const member = (id: string) => {
    const account = db.state.accounts.find((candidate) => candidate.id === id);
    return { id, account: account?.account ?? id };
  };
  const agente2 = member('20002');
  const agente41 = member('20041');
  const agente42 = member('20042');
  const contracts: Contract[] = [
    {
      id: 'ct-1001',
      upline: AGENTE1,
      downline: agente2,
      status: 'active',
      terms: daily(1.2),
      createdAt: at(40),
      updatedAt: at(39),
    },
    {
      id: 'ct-1002',
      upline: AGENTE1,
      downline: agente41,
      status: 'pending',
      terms: { kind: 'dividend', rate: 25, periodValidBet: 50_000, periodProfitLoss: 1000, activeMembers: 5 },
      createdAt: at(1),
    },
    {
      id: 'ct-1003',
      upline: AGENTE1,
      downline: agente42,
      status: 'terminationRequested',
      terms: { kind: 'hourly', rate: 0.4, hourlyBetAmount: 200, activeMembers: 1 },
      createdAt: at(30),
      updatedAt: at(2),
    },
    {
      id: 'ct-1004',
      upline: AGENTE1,
      downline: agente2,
      status: 'rejected',
      terms: { kind: 'realtime', profitSalaryRate: 0.3, lossSalaryRate: 0.8, singleBetAmount: 10 },
      createdAt: at(20),
      updatedAt: at(19),
    },
    {
      id: 'ct-1005',
      upline: AGENTE1,
      downline: agente2,
      status: 'terminated',
      terms: { kind: 'dividend', rate: 30, periodValidBet: 80_000, periodProfitLoss: 2000, activeMembers: 8 },
      createdAt: at(90),
      updatedAt: at(45),
    },
    {
      id: 'ct-1006',
      upline: AGENTE1,
      downline: agente42,
      status: 'active',
      terms: { kind: 'realtime', profitSalaryRate: 0.2, lossSalaryRate: 0.6, singleBetAmount: 5 },
      createdAt: at(25),
      updatedAt: at(24),
    },
  ];
  // agente2's own contract with its first downline (if the team has one): a lower rate to agente2 ends it (§4).
  const below = downlinesOf(db, agente2.id)[0];
  if (below) {
    contracts.push({
      id: 'ct-1007',
      upline: agente2,
      downline: { id: below.id, account: below.account },
      status: 'active',
      terms: daily(1),
      createdAt: at(15),
      updatedAt: at(14),
    });
  }
  const log: ContractLogEntry[] = [];
  for (const contract of contracts) {
    const { kind } = contract.terms;
    log.push({
      contractId: contract.id,
      event: 'proposed',
      by: contract.upline.account,
      at: contract.createdAt,
      kind,
      terms: contract.terms,
    });
    const answeredAt = contract.updatedAt ?? contract.createdAt;
    const by = contract.downline.account;
    if (contract.status === 'rejected')
      log.push({ contractId: contract.id, event: 'rejected', by, at: answeredAt, kind });
    if (['active', 'terminationRequested', 'terminated'].includes(contract.status))
      log.push({
        contractId: contract.id,
        event: 'accepted',
        by,
        at: contract.status === 'active' ? answeredAt : at(29),
        kind,
      });
    if (contract.status === 'terminationRequested')
      log.push({ contractId: contract.id, event: 'terminationRequested', by, at: answeredAt, kind });
    if (contract.status === 'terminated')
      log.push({
        contractId: contract.id,
        event: 'terminated',
        by: contract.upline.account,
        at: answeredAt,
        kind,
      });
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
  const hourly = kind === 'hourly';
  const step = hourly ? 3_600_000 : DAY_MS;
  const count = hourly ? 12 : 7;
  const end = Math.floor(db.now() / step) * step;
  let seedValue = [...downlineId].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7) % 2_147_483_647;
  const next = () => {
    seedValue = (seedValue * 48_271) % 2_147_483_647;
    return seedValue / 2_147_483_647;
  };
  const scale = hourly ? 1 / 12 : 1;
  return Array.from({ length: count }, (_, index) => {
    const validBet = Math.round((500 + next() * 4500) * scale * 100) / 100;
    return {
      start: new Date(end - (count - index) * step).toISOString(),
      validBet,
      profitLoss: Math.round((next() - 0.6) * validBet * 0.3 * 100) / 100,
      activeMembers: Math.floor(1 + next() * 6),
      betCount: Math.floor(20 + next() * 200 * scale),
    };
  });
}
