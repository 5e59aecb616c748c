import { salaryOf, timeSlotAt } from '@sorte/domain/agent-salary';
import type { RecordQuery } from '@sorte/domain/records-model';
import { addDays, periodRange, todayIn } from '@sorte/domain/records-periods';
import { createGatewayClient, type GatewayClient } from '@sorte/gateway';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoContractTerms } from './agentReportsState.ts';
import { teamOf } from './agentTeam.ts';
import { createDb } from './db.ts';
import { DIALECTS } from './dialect.ts';
import { DEMO_PASSWORD } from './fixtures/accounts.ts';
import { createMockServer } from './node.ts';

const BASE = 'http://gateway.test';
const NOW = Date.parse('2026-11-25T15:02:30Z');
const today = todayIn(NOW);
const cents = (rows: readonly number[]) =>
  rows.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;

describe.each(DIALECTS)('agent reports on the simulated gateway (%s dialect)', (dialect) => {
  const db = createDb({ now: () => NOW });
  const mock = createMockServer({ baseUrl: BASE, db, dialect });
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mock.reset());
  afterAll(() => mock.server.close());

  async function agent(): Promise<GatewayClient> {
    let token: string | null = null;
    const gw = createGatewayClient({ baseUrl: BASE, getToken: () => token, onUnauthorized: () => undefined });
    token = (await gw.session.login({ type: 'username', username: 'agente1', password: DEMO_PASSWORD }))
      .token;
    return gw;
  }
  const lastMonth: RecordQuery = {
    range: periodRange('MONTHLY', 'previous', today),
    pageNo: 1,
    pageSize: 500,
  };
  const team = () => teamOf(db, '20001').map((member) => member.account);

  it('palStatementsAgentCopy: the team per member, the agent per day, totals that add up', async () => {
    const gw = await agent();
    const teamPage = await gw.agentReports.palStatements({ ...lastMonth, scope: 'team' });
    expect(teamPage.rows.length).toBeGreaterThan(0);
    for (const row of teamPage.rows) {
      expect(team()).toContain(row.account);
      expect(row.profitLoss).toBeCloseTo(-(row.winLoss + row.bonus + row.rebate), 2);
    }
    expect(cents(teamPage.rows.map((row) => row.betAmount))).toBe(teamPage.totals.betAmount);

    const self = await gw.agentReports.palStatements({ ...lastMonth, scope: 'self' });
    expect(self.rows.length).toBeGreaterThan(5);
    expect(new Set(self.rows.map((row) => row.account))).toEqual(new Set(['agente1']));
    const bets = await gw.records.bets({ ...lastMonth, status: 'SETTLED' });
    expect(self.totals.betAmount).toBe(bets.totals.betAmount);

    // The account search is a case-insensitive part of the name: agente2 and its own sub-agent agente2a.
    const some = await gw.agentReports.palStatements({ ...lastMonth, scope: 'team', account: 'GENTE2' });
    expect(some.rows.map((row) => row.account).sort()).toEqual(['agente2', 'agente2a']);
  });

  it('agentRevenueReport: every lobby category, the team’s bets split among them', async () => {
    const gw = await agent();
    const revenue = await gw.agentReports.revenue(lastMonth);
    expect(revenue.rows.map((row) => row.gameCategory)).toContain('INHOUSE');
    expect(revenue.rows).toHaveLength(10);
    const statements = await gw.agentReports.palStatements({ ...lastMonth, scope: 'team' });
    expect(Math.abs(revenue.totals.betAmount - statements.totals.betAmount)).toBeLessThan(1);
  });

  it('agentDownlineTransactionDetailsCopy: the downlines’ movements, by type and account, paged', async () => {
    const gw = await agent();
    const all = await gw.agentReports.downlineTransactions({ ...lastMonth, pageSize: 20 });
    expect(all.total).toBeGreaterThan(20);
    expect(all.rows).toHaveLength(20);
    const deposits = await gw.agentReports.downlineTransactions({ ...lastMonth, type: 'DEPOSIT' });
    expect(deposits.rows.every((row) => row.type === 'DEPOSIT' && team().includes(row.account))).toBe(true);
    const jogador = await gw.agentReports.downlineTransactions({ ...lastMonth, account: 'jogador01' });
    expect(new Set(jogador.rows.map((row) => row.account))).toEqual(new Set(['jogador01']));
  });

  it('§3 §9 salary records: settled periods only, the terms’ rate applied, real-time in 5-minute slots', async () => {
    const gw = await agent();
    const terms = demoContractTerms(db, db.state.accounts.find((a) => a.id === '20001')!);
    const todayOnly = { range: { start: today, end: today }, pageNo: 1, pageSize: 500 };
    const realtime = await gw.agentReports.salary('realtime', todayOnly);
    expect(realtime.rows.length).toBeGreaterThan(10);
    const newest = realtime.rows[0]!;
    expect(Date.parse(newest.periodEnd)).toBeLessThanOrEqual(NOW);
    expect(Date.parse(newest.periodEnd)).toBe(timeSlotAt(NOW).start);
    for (const row of realtime.rows) {
      expect(Date.parse(row.periodEnd) - Date.parse(row.periodStart)).toBe(300_000);
      expect(timeSlotAt(Date.parse(row.periodStart)).start).toBe(Date.parse(row.periodStart));
      expect(row.amount).toBe(salaryOf('realtime', terms.realtime, row).amount);
    }
    expect(newest.status).toBe('PENDING');

    const daily = await gw.agentReports.salary('daily', lastMonth);
    expect(daily.total).toBe(Number(lastMonth.range.end.slice(8)));
    expect(new Set(daily.rows.map((row) => row.status))).toContain('PAID');
    const hourly = await gw.agentReports.salary('hourly', {
      ...todayOnly,
      range: { start: addDays(today, -1), end: addDays(today, -1) },
    });
    expect(hourly.total).toBe(24);
    const dividends = await gw.agentReports.salary('dividend', lastMonth);
    expect(dividends.total).toBe(2);
  });

  it('§9 real-time salary: the demo team pays something in every settled slot of the day, at night too', async () => {
    const gw = await agent();
    const todayOnly = { range: { start: today, end: today }, pageNo: 1, pageSize: 500 };
    const realtime = await gw.agentReports.salary('realtime', todayOnly);
    expect(realtime.rows.length).toBe(144);
    for (const row of realtime.rows) expect(row.amount).toBeGreaterThan(0);
    // Of the same order as the daily salary of the same valid bets: a day's slots add up to tens of reais.
    const yesterday = addDays(today, -1);
    const day = { range: { start: yesterday, end: yesterday }, pageNo: 1, pageSize: 500 };
    const slots = await gw.agentReports.salary('realtime', day);
    expect(cents(slots.rows.map((row) => row.amount))).toBeGreaterThan(50);
  });
});
