import type {
  ContractSummary,
  Downline,
  DownlineFigures,
  DownlineLevel,
  DownlineProfile,
  TeamDay,
  TeamFigures,
  TeamOverview,
} from '@sorte/domain/agent-team';
import { roundMoney } from '@sorte/domain/cashier-amounts';
import { AGENT_TYPES } from '@sorte/domain/constants';
import type { Contract } from '@sorte/domain/contracts';
import { addDays, type DateRange, daysInRange, type IsoDate, todayIn } from '@sorte/domain/records-periods';
import { contractsOf } from './contractsState.ts';
import type { MockDb } from './db.ts';
import { ACCOUNT_BASE } from './fixtures/accounts.ts';
import { LARGE_TEAM_PREFIX, largeTeamFixtures } from './fixtures/agentTeam.ts';
import type { MockAccount } from './fixtures/mockAccount.ts';
import { createRng, hashText } from './fixtures/random.ts';
import { betsOf, movementsOf } from './recordsState.ts';

import { downlinesOf, teamOf } from './teamTree.ts';

// The agent's team in the simulated gateway: its members (./teamTree.ts walks the tree), figures and transfers.
export { downlinesOf, teamOf };

const HOUR_MS = 3_600_000;
const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

/** The large scenario's 2,000 members are in the accounts exactly while `agentTeam` is 'large'. */
export function syncTeamSize(db: MockDb): void {
  const large = (db.scenario.agentTeam ?? 'normal') === 'large';
  const accounts = db.state.accounts;
  const present = accounts.some((account) => account.id.startsWith(LARGE_TEAM_PREFIX));
  if (large && !present) accounts.push(...largeTeamFixtures(ACCOUNT_BASE));
  if (!large && present)
    db.state.accounts = accounts.filter((account) => !account.id.startsWith(LARGE_TEAM_PREFIX));
}

/**
 * The member's contracts with its upline in the lists, from the contracts' state (./contractsState.ts): the newest
 * that binds it (accepted, or accepted with its termination asked) as the current contract, and the newest request
 * it has not answered as a pending one, never in the current contract's place.
 */
export function contractSummariesOf(
  db: MockDb,
  account: MockAccount,
): Pick<Downline, 'contract' | 'pendingContract'> {
  const asDownline = contractsOf(db, account.id).filter((contract) => contract.downline.id === account.id);
  const binding = asDownline.find((contract) => ['active', 'terminationRequested'].includes(contract.status));
  const pending = asDownline.find((contract) => contract.status === 'pending');
  const summaries: Pick<Downline, 'contract' | 'pendingContract'> = {};
  if (binding) summaries.contract = summaryOf(binding);
  if (pending) summaries.pendingContract = summaryOf(pending);
  return summaries;
}

function summaryOf({ terms }: Contract): ContractSummary {
  // The contracts keep rates as percentages (1.5 is 1.5 %), the list as shares; real-time shows its profit rate.
  const percent = terms.kind === 'realtime' ? terms.profitSalaryRate : terms.rate;
  return { kind: terms.kind, rate: percent / 100 };
}

const seeded = (account: MockAccount, what: string) => createRng(hashText(`${what}:${account.id}`));

/** The day the account registered (platform days), seeded from its id when the fixture does not say. */
export function registeredOn(db: MockDb, account: MockAccount): IsoDate {
  const daysAgo = account.joinedDaysAgo ?? seeded(account, 'joined').int(30, 140);
  return addDays(todayIn(db.now()), -daysAgo);
}

function lastLoginOf(db: MockDb, account: MockAccount): string | undefined {
  const hoursAgo =
    account.lastLoginHoursAgo === undefined
      ? seeded(account, 'login').int(0, 24 * 10)
      : account.lastLoginHoursAgo;
  return hoursAgo === null ? undefined : new Date(db.now() - hoursAgo * HOUR_MS).toISOString();
}

/** Whether `memberId` is below `agentId` (at any depth). */
export function isInTeam(db: MockDb, agentId: string, memberId: string): boolean {
  const byId = new Map(db.state.accounts.map((account) => [account.id, account]));
  const seen = new Set<string>();
  let current = byId.get(memberId);
  while (current?.uplineId !== undefined && !seen.has(current.id)) {
    if (current.uplineId === agentId) return true;
    seen.add(current.id);
    current = byId.get(current.uplineId);
  }
  return false;
}

/** A member as the downline list shows it. */
export function downlineView(db: MockDb, account: MockAccount, childCount: number): Downline {
  const view: Downline = {
    id: account.id,
    account: account.account,
    type: account.type,
    balance: account.balance,
    status: account.memberStatus ?? 'NORMAL',
    registeredAt: new Date(Date.parse(`${registeredOn(db, account)}T12:00:00Z`)).toISOString(),
    downlineCount: childCount,
  };
  if (account.nickname) view.nickname = account.nickname;
  const lastLogin = lastLoginOf(db, account);
  if (lastLogin) view.lastLoginAt = lastLogin;
  Object.assign(view, contractSummariesOf(db, account));
  return view;
}

export interface DownlineQuery {
  /** The level to list: an agent of the team (absent: the caller's own downlines). */
  parentId?: string | undefined;
  /** Part of an account: searches the whole team instead of one level. */
  account?: string | undefined;
}

/**
 * The caller's downlines of one level (or the whole team's accounts matching a search), agents first then by
 * account, with the levels from the caller down to the listed one. Null when `parentId` is not in the team.
 */
export function downlineList(
  db: MockDb,
  agentId: string,
  query: DownlineQuery,
): { rows: Downline[]; levels: DownlineLevel[] } | null {
  syncTeamSize(db);
  const parentId = query.parentId ?? agentId;
  if (parentId !== agentId && !isInTeam(db, agentId, parentId)) return null;
  const children = new Map<string, number>();
  for (const account of db.state.accounts)
    if (account.uplineId !== undefined)
      children.set(account.uplineId, (children.get(account.uplineId) ?? 0) + 1);
  const search = query.account?.trim().toLowerCase();
  const members = search
    ? teamOf(db, agentId).filter((account) => account.account.toLowerCase().includes(search))
    : downlinesOf(db, parentId);
  const rows = members
    .sort(
      (a, b) =>
        Number(isAgentType(b.type)) - Number(isAgentType(a.type)) || a.account.localeCompare(b.account),
    )
    .map((account) => downlineView(db, account, children.get(account.id) ?? 0));
  const levels: DownlineLevel[] = [];
  const byId = new Map(db.state.accounts.map((account) => [account.id, account]));
  for (
    let level = byId.get(parentId);
    level && level.id !== agentId;
    level = byId.get(level.uplineId ?? '')
  ) {
    levels.unshift({ id: level.id, account: level.account });
  }
  return { rows, levels };
}

interface DayFigures {
  bets: number;
  validBets: number;
  profit: number;
  deposits: number;
  withdrawals: number;
}

/**
 * One member's day, cheaply: the large scenario's 2,000 generated members would cost the records generator about
 * 400,000 bets for two months of figures (hundreds of milliseconds on the page's thread, where MSW answers), so
 * their days come from one seeded draw each.
 */
function generatedDay(accountId: string, day: IsoDate): DayFigures | null {
  const rng = createRng(hashText(`${accountId}:${day}:team`));
  if (!rng.chance(0.35)) return null;
  const bets = rng.int(5, 400) * 5;
  const validBets = roundMoney(bets * (0.9 + rng.next() * 0.1));
  return {
    bets,
    validBets,
    profit: roundMoney(validBets * (rng.next() * 0.5 - 0.3)),
    deposits: rng.chance(0.3) ? rng.pick([20, 50, 100, 200, 500]) : 0,
    withdrawals: rng.chance(0.12) ? rng.pick([50, 100, 300]) : 0,
  };
}

/** One member's day from its own records (./recordsState.ts), so a downline's figures match what it sees itself. */
function recordedDay(db: MockDb, account: MockAccount, day: IsoDate): DayFigures | null {
  const filters = { startDate: day, endDate: day };
  const bets = betsOf(db, account, filters).filter((bet) => bet.status !== 'CANCELLED');
  const movements = movementsOf(db, account, { ...filters, status: 'SUCCESS' });
  if (bets.length === 0 && movements.length === 0) return null;
  const sum = (values: number[]) => roundMoney(values.reduce((total, value) => total + value, 0));
  return {
    bets: sum(bets.map((bet) => bet.betAmount)),
    validBets: sum(bets.map((bet) => bet.validBet)),
    profit: sum(bets.map((bet) => bet.profit)),
    deposits: sum(movements.filter((row) => row.type === 'DEPOSIT').map((row) => row.amount)),
    withdrawals: sum(movements.filter((row) => row.type === 'WITHDRAW').map((row) => -row.amount)),
  };
}

/** The team's figures of `range` (both ends included) and each of its days, for the agent `agentId`. */
export function teamOverviewOf(db: MockDb, agentId: string, range: DateRange): TeamOverview {
  syncTeamSize(db);
  const today = todayIn(db.now());
  const length = daysInRange(range);
  const days: TeamDay[] = [];
  for (let n = 0; n < length; n++) days.push({ date: addDays(range.start, n), validBets: 0, income: 0 });
  const figures: TeamFigures = {
    teamSize: 0,
    activeMembers: 0,
    newMembers: 0,
    bets: 0,
    validBets: 0,
    deposits: 0,
    withdrawals: 0,
    loss: 0,
    income: 0,
  };
  for (const account of teamOf(db, agentId)) {
    const joined = registeredOn(db, account);
    if (joined > range.end) continue;
    figures.teamSize += 1;
    if (joined >= range.start) figures.newMembers += 1;
    let active = false;
    for (const entry of days) {
      if (entry.date < joined || entry.date > today) continue;
      const day = account.id.startsWith(LARGE_TEAM_PREFIX)
        ? generatedDay(account.id, entry.date)
        : recordedDay(db, account, entry.date);
      if (!day) continue;
      if (day.bets > 0) active = true;
      figures.bets += day.bets;
      figures.validBets += day.validBets;
      figures.loss -= day.profit;
      figures.deposits += day.deposits;
      figures.withdrawals += day.withdrawals;
      entry.validBets += day.validBets;
      entry.income += day.deposits - day.withdrawals;
    }
    if (active) figures.activeMembers += 1;
  }
  for (const key of ['bets', 'validBets', 'deposits', 'withdrawals', 'loss'] as const)
    figures[key] = roundMoney(figures[key]);
  figures.income = roundMoney(figures.deposits - figures.withdrawals);
  for (const entry of days) {
    entry.validBets = roundMoney(entry.validBets);
    entry.income = roundMoney(entry.income);
  }
  return { range, figures, days };
}

/**
 * A member of the agent's team with its figures of `range` (from the same days as the overview) and every contract
 * with its upline: the binding ones as current, the unanswered requests apart. Null when it is not in the team.
 */
export function downlineProfileOf(
  db: MockDb,
  agentId: string,
  downlineAccount: string,
  range: DateRange,
): DownlineProfile | null {
  syncTeamSize(db);
  const account = db.findAccount(downlineAccount);
  if (!account || !isInTeam(db, agentId, account.id)) return null;
  const childCount = db.state.accounts.filter((member) => member.uplineId === account.id).length;
  const { contract: _current, pendingContract: _pending, ...member } = downlineView(db, account, childCount);
  const figures: DownlineFigures = { deposits: 0, withdrawals: 0, bets: 0, validBets: 0, profitLoss: 0 };
  const today = todayIn(db.now());
  for (let n = 0; n < daysInRange(range); n++) {
    const date = addDays(range.start, n);
    if (date > today) break;
    const day = account.id.startsWith(LARGE_TEAM_PREFIX)
      ? generatedDay(account.id, date)
      : recordedDay(db, account, date);
    if (!day) continue;
    figures.deposits += day.deposits;
    figures.withdrawals += day.withdrawals;
    figures.bets += day.bets;
    figures.validBets += day.validBets;
    figures.profitLoss += day.profit;
  }
  for (const key of Object.keys(figures) as (keyof DownlineFigures)[])
    figures[key] = roundMoney(figures[key]);
  const asDownline = contractsOf(db, account.id).filter((contract) => contract.downline.id === account.id);
  return {
    ...member,
    figures,
    contracts: asDownline
      .filter((contract) => ['active', 'terminationRequested'].includes(contract.status))
      .map(summaryOf),
    pendingContracts: asDownline.filter((contract) => contract.status === 'pending').map(summaryOf),
  };
}

export const DOWNLINE_TRANSFER_REFUSALS = {
  notInTeam: { code: 'NOT_IN_TEAM', message: 'This account is not in your team' },
  frozen: { code: 'DOWNLINE_FROZEN', message: 'This downline account is frozen' },
} as const;

/** §6 Agent: moves `amount` from the agent's main wallet to a member of its team; the refusal's key, or null. */
export function transferToDownline(
  db: MockDb,
  agent: MockAccount,
  downlineAccount: string,
  amount: number,
): 'notInTeam' | 'frozen' | 'insufficient' | null {
  const downline = db.findAccount(downlineAccount);
  if (!downline || !isInTeam(db, agent.id, downline.id)) return 'notInTeam';
  if ((downline.memberStatus ?? 'NORMAL') !== 'NORMAL') return 'frozen';
  if (amount > agent.balance) return 'insufficient';
  agent.balance = roundMoney(agent.balance - amount);
  downline.balance = roundMoney(downline.balance + amount);
  return null;
}
