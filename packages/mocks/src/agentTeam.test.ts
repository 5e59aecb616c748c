import { CONTRACT_KINDS } from '@sorte/domain/contracts';
import { addDays, todayIn } from '@sorte/domain/records-periods';
import { describe, expect, it } from 'vitest';
import {
  contractSummariesOf,
  downlineList,
  downlineProfileOf,
  downlinesOf,
  teamOf,
  teamOverviewOf,
  transferToDownline,
} from './agentTeam.ts';
import { contractsTable } from './contractsState.ts';
import { createDb } from './db.ts';
import { LARGE_TEAM_SIZE } from './fixtures/agentTeam.ts';
import { betsOf, movementsOf } from './recordsState.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');
const fixedDb = () => createDb({ now: () => NOW });

describe('§6 Agent: the team in the simulated gateway', () => {
  it('gives agente1 a sub-agent of each agent type and players as direct downlines', () => {
    const db = createDb();
    const downlines = downlinesOf(db, '20001');
    expect(new Set(downlines.filter((account) => account.type !== 0).map((account) => account.type))).toEqual(
      new Set([1, 2, 41, 42]),
    );
    expect(downlines.map((account) => account.account)).toEqual(
      expect.arrayContaining(['agente2', 'agente41', 'agente42', 'agente1b', 'jogador01']),
    );
  });

  it('has three levels below agente1, each sub-agent with players of its own', () => {
    const db = createDb();
    for (const agent of ['20002', '20041', '20042', '21001'])
      expect(downlinesOf(db, agent).some((account) => account.type === 0)).toBe(true);
    const third = downlinesOf(db, '21002');
    expect(third.length).toBeGreaterThan(0);
    expect(teamOf(db, '20001').map((account) => account.id)).toEqual(
      expect.arrayContaining(['21002', '210021']),
    );
  });

  it('walks the team level by level, each account once, even through a cycle', () => {
    const db = createDb();
    db.state.accounts.push(
      { ...db.state.accounts[0]!, id: 'p1', account: 'p1', uplineId: '20002' },
      { ...db.state.accounts[0]!, id: 'p2', account: 'p2', uplineId: 'p1' },
    );
    const team = teamOf(db, '20001').map((account) => account.id);
    expect(team.indexOf('p2')).toBeGreaterThan(team.indexOf('p1'));
    expect(team.indexOf('p1')).toBeGreaterThan(team.indexOf('20002'));
    expect(new Set(team).size).toBe(team.length);
    const agente2 = db.state.accounts.find((account) => account.id === '20002')!;
    agente2.uplineId = 'p2';
    const below = teamOf(db, '20002').map((account) => account.id);
    expect(below).toEqual(expect.arrayContaining(['p1', 'p2']));
    expect(below).not.toContain('20002');
  });

  it('seeds the same team, dates and contracts on every start', () => {
    const [a, b] = [fixedDb(), fixedDb()];
    expect(downlineList(a, '20001', {})).toEqual(downlineList(b, '20001', {}));
    for (const account of teamOf(a, '20001')) {
      const { contract, pendingContract } = contractSummariesOf(a, account);
      for (const summary of [contract, pendingContract])
        if (summary) expect(CONTRACT_KINDS).toContain(summary.kind);
    }
  });
});

describe('§2 downlineManagmentView, §4 Contracts: the current contract is one the downline accepted', () => {
  it('lists a request awaiting its answer as pending, beside the contract still in effect (issue 23)', () => {
    const db = fixedDb();
    const agente2 = db.findAccount('agente2')!;
    const inEffect = contractSummariesOf(db, agente2).contract;
    contractsTable(db).contracts.push({
      id: 'ct-new',
      upline: { id: '20001', account: 'agente1' },
      downline: { id: agente2.id, account: 'agente2' },
      status: 'pending',
      terms: { kind: 'daily', rate: 0.8, dailyBetAmount: 1000, activeMembers: 2 },
      createdAt: new Date(NOW).toISOString(),
    });
    expect(contractSummariesOf(db, agente2)).toEqual({
      contract: inEffect,
      pendingContract: { kind: 'daily', rate: 0.008 },
    });
    const agente41 = db.findAccount('agente41')!;
    expect(contractSummariesOf(db, agente41)).toEqual({ pendingContract: { kind: 'dividend', rate: 0.25 } });
  });
});

describe('issue 23 item 6: a downline’s profile', () => {
  it('gives its own records’ figures, its accepted contracts as current and an unanswered request apart', () => {
    const db = fixedDb();
    const today = todayIn(NOW);
    const range = { start: addDays(today, -29), end: today };
    const agente2 = db.findAccount('agente2')!;
    const inEffect = contractSummariesOf(db, agente2).contract!;
    contractsTable(db).contracts.push({
      id: 'ct-new',
      upline: { id: '20001', account: 'agente1' },
      downline: { id: agente2.id, account: 'agente2' },
      status: 'pending',
      terms: { kind: 'daily', rate: 0.8, dailyBetAmount: 1000, activeMembers: 2 },
      createdAt: new Date(NOW).toISOString(),
    });
    const profile = downlineProfileOf(db, '20001', 'agente2', range)!;
    expect(profile).toMatchObject({ id: agente2.id, account: 'agente2', balance: agente2.balance });
    expect(profile.contracts).toEqual([inEffect]);
    expect(profile.pendingContracts).toEqual([{ kind: 'daily', rate: 0.008 }]);
    const bets = betsOf(db, agente2, { startDate: range.start, endDate: range.end }).filter(
      (bet) => bet.status !== 'CANCELLED',
    );
    expect(profile.figures.validBets).toBeCloseTo(
      bets.reduce((sum, bet) => sum + bet.validBet, 0),
      2,
    );
    expect(profile.figures.profitLoss).toBeCloseTo(
      bets.reduce((sum, bet) => sum + bet.profit, 0),
      2,
    );
  });

  it('refuses an account outside the caller’s team', () => {
    const db = fixedDb();
    const range = { start: todayIn(NOW), end: todayIn(NOW) };
    expect(downlineProfileOf(db, '20002', 'agente1', range)).toBeNull();
    expect(downlineProfileOf(db, '20001', 'ninguem', range)).toBeNull();
  });
});

describe('§2 downlineManagmentView: levels and search', () => {
  it('lists one level, agents first, with the levels from the caller down to it', () => {
    const db = fixedDb();
    const top = downlineList(db, '20001', {})!;
    expect(top.levels).toEqual([]);
    const firstPlayer = top.rows.findIndex((row) => row.type === 0);
    expect(top.rows.slice(0, firstPlayer).every((row) => row.type !== 0)).toBe(true);
    expect(top.rows.find((row) => row.account === 'agente2')?.downlineCount).toBeGreaterThan(0);
    const third = downlineList(db, '20001', { parentId: '21002' })!;
    expect(third.levels.map((level) => level.account)).toEqual(['agente2', 'agente2a']);
    expect(third.rows.every((row) => row.type === 0)).toBe(true);
  });

  it('refuses a level outside the caller’s team', () => {
    const db = fixedDb();
    expect(downlineList(db, '20002', { parentId: '21001' })).toBeNull();
    expect(downlineList(db, '20002', { parentId: '21002' })).not.toBeNull();
  });

  it('searches the whole team by part of an account', () => {
    const db = fixedDb();
    const found = downlineList(db, '20001', { account: 'TIME2AP' })!;
    expect(found.rows.map((row) => row.account).sort()).toEqual([
      'time2ap1',
      'time2ap2',
      'time2ap3',
      'time2ap4',
    ]);
    expect(downlineList(db, '20001', { account: 'ninguem' })!.rows).toEqual([]);
  });

  it('gives agente1 2,000 members in the large scenario, and takes them away again', () => {
    const db = fixedDb();
    db.scenario = { ...db.scenario, agentTeam: 'large' };
    downlineList(db, '20001', {});
    const normalSize = teamOf(createDb(), '20001').length;
    expect(teamOf(db, '20001').length).toBe(normalSize + LARGE_TEAM_SIZE);
    db.scenario = { ...db.scenario, agentTeam: 'normal' };
    downlineList(db, '20001', {});
    expect(teamOf(db, '20001').length).toBe(normalSize);
  });
});

describe('§2 agentTeamOverview: the figures', () => {
  it('adds up each member’s own records, so a downline’s figures match what it sees itself', () => {
    const db = fixedDb();
    const today = todayIn(NOW);
    const range = { start: addDays(today, -13), end: today };
    // agente2a's team is its players only: their records are the whole story.
    const overview = teamOverviewOf(db, '21002', range);
    const players = downlinesOf(db, '21002');
    let validBets = 0;
    let deposits = 0;
    for (const player of players) {
      for (const bet of betsOf(db, player, { startDate: range.start, endDate: range.end }))
        if (bet.status !== 'CANCELLED') validBets += bet.validBet;
      for (const movement of movementsOf(db, player, {
        startDate: range.start,
        endDate: range.end,
        type: 'DEPOSIT',
        status: 'SUCCESS',
      }))
        deposits += movement.amount;
    }
    expect(overview.figures.validBets).toBeCloseTo(validBets, 2);
    expect(overview.figures.deposits).toBeCloseTo(deposits, 2);
    expect(overview.figures.income).toBeCloseTo(overview.figures.deposits - overview.figures.withdrawals, 2);
    expect(overview.days).toHaveLength(14);
    expect(overview.days.reduce((sum, day) => sum + day.validBets, 0)).toBeCloseTo(validBets, 2);
    expect(overview.figures.teamSize).toBe(players.length);
  });

  it('counts members registered by the range’s end, new ones inside it, active ones with a bet', () => {
    const db = fixedDb();
    const today = todayIn(NOW);
    const { figures } = teamOverviewOf(db, '20001', { start: addDays(today, -29), end: today });
    expect(figures.teamSize).toBeGreaterThanOrEqual(figures.activeMembers);
    expect(figures.teamSize).toBeGreaterThanOrEqual(figures.newMembers);
    expect(figures.activeMembers).toBeGreaterThan(0);
    const longAgo = teamOverviewOf(db, '20001', { start: addDays(today, -400), end: addDays(today, -390) });
    expect(longAgo.figures.teamSize).toBe(0);
  });
});

describe('§6 Agent: transfer to a downline', () => {
  it('moves money to a member of the team once, and refuses outsiders, frozen members and too much', () => {
    const db = fixedDb();
    const agent = db.findAccount('agente1')!;
    const downline = db.findAccount('agente2a')!;
    const [agentBefore, downlineBefore] = [agent.balance, downline.balance];
    expect(transferToDownline(db, agent, 'agente2a', 100)).toBeNull();
    expect(agent.balance).toBeCloseTo(agentBefore - 100, 2);
    expect(downline.balance).toBeCloseTo(downlineBefore + 100, 2);
    expect(transferToDownline(db, agent, 'agenteviajante', 1)).toBe('notInTeam');
    expect(transferToDownline(db, agent, 'time1p6', 1)).toBe('frozen');
    expect(transferToDownline(db, agent, 'agente2', agent.balance + 1)).toBe('insufficient');
  });
});
