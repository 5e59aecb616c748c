import type { RecordQuery } from '@sorte/domain/records-model';
import { addDays, periodRange, todayIn } from '@sorte/domain/records-periods';
import { createGatewayClient, type GatewayClient, isGatewayError } from '@sorte/gateway';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './db.ts';
import { DIALECTS } from './dialect.ts';
import { DEMO_PASSWORD } from './fixtures/accounts.ts';
import { createMockServer } from './node.ts';

const BASE = 'http://gateway.test';
const NOW = Date.parse('2026-11-25T15:00:00Z');
const today = todayIn(NOW);

describe.each(DIALECTS)('member centre records on the simulated gateway (%s dialect)', (dialect) => {
  const db = createDb({ now: () => NOW });
  const mock = createMockServer({ baseUrl: BASE, db, dialect });
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mock.reset());
  afterAll(() => mock.server.close());

  async function loggedIn(username = 'jogador01'): Promise<GatewayClient> {
    let token: string | null = null;
    const gw = createGatewayClient({ baseUrl: BASE, getToken: () => token, onUnauthorized: () => undefined });
    token = (await gw.session.login({ type: 'username', username, password: DEMO_PASSWORD })).token;
    return gw;
  }
  const months: RecordQuery = {
    range: { start: addDays(today, -120), end: today },
    pageNo: 1,
    pageSize: 100,
  };

  it('holds hundreds of bets over several months across game categories, paged, with the range’s totals', async () => {
    const gw = await loggedIn();
    const first = await gw.records.bets(months);
    expect(first.total).toBeGreaterThan(300);
    expect(first.rows).toHaveLength(100);
    expect(first.totalPages).toBe(Math.ceil(first.total / 100));
    expect(new Set(first.rows.map((bet) => bet.gameCategory)).size).toBeGreaterThan(4);
    const rows = [first.rows];
    for (let pageNo = 2; pageNo <= first.totalPages; pageNo++)
      rows.push((await gw.records.bets({ ...months, pageNo })).rows);
    const all = rows.flat();
    expect(all).toHaveLength(first.total);
    const cents = (sum: number, amount: number) => sum + Math.round(amount * 100);
    expect(all.reduce((sum, bet) => cents(sum, bet.betAmount), 0) / 100).toBe(first.totals.betAmount);
    expect(all.map((bet) => bet.time)).toEqual([...all.map((bet) => bet.time)].sort().reverse());
    expect(all.at(-1)!.time >= `${addDays(today, -120)}T03:00:00.000Z`).toBe(true);
  });

  it('filters by §4 period, status and game category; the same query answers the same rows', async () => {
    const gw = await loggedIn();
    const range = periodRange('WEEKLY', 'previous', today);
    const query = { range, gameCategory: 'RNG', status: 'SETTLED', pageNo: 1, pageSize: 500 };
    const week = await gw.records.bets(query);
    expect(week.rows.length).toBeGreaterThan(0);
    for (const bet of week.rows) {
      expect(bet.gameCategory).toBe('RNG');
      expect(bet.status).toBe('SETTLED');
      expect(todayIn(Date.parse(bet.time)) >= range.start && todayIn(Date.parse(bet.time)) <= range.end).toBe(
        true,
      );
    }
    expect((await gw.records.bets(query)).rows).toEqual(week.rows);
  });

  it('issue 23 item 6: every bet has its round; a sports bet its picks with odds, a lottery bet its numbers', async () => {
    const gw = await loggedIn();
    const { rows } = await gw.records.bets({ ...months, pageSize: 500 });
    expect(rows.every((bet) => /^\d{9}$/.test(bet.roundId ?? ''))).toBe(true);
    const sports = rows.find((bet) => bet.gameCategory === 'SPORTS');
    expect(sports?.odds).toBeGreaterThan(1);
    expect(sports?.selections?.every((leg) => leg.label.length > 0 && (leg.odds ?? 0) > 1)).toBe(true);
    const lottery = rows.find((bet) => bet.gameCategory === 'LOTT');
    expect(lottery?.selections).toEqual([{ label: expect.stringMatching(/^Números (\d{2} · ){4}\d{2}$/) }]);
    expect(rows.find((bet) => bet.gameCategory === 'RNG')).not.toHaveProperty('selections');
  });

  it('serves movements, profit per day and category, and bonuses', async () => {
    const gw = await loggedIn();
    const movements = await gw.records.transactions(months);
    expect(movements.total).toBeGreaterThan(30);
    expect(movements.rows.some((row) => row.amount < 0)).toBe(true);
    expect(movements.totals.moneyOut).toBeLessThan(0);
    const profit = await gw.records.profit(months);
    expect(profit.total).toBeGreaterThan(50);
    const bets = await gw.records.bets({ ...months, status: 'SETTLED', pageSize: 500 });
    expect(profit.totals.betAmount).toBe(bets.totals.betAmount);
    const bonuses = await gw.records.bonuses(months);
    expect(bonuses.total).toBeGreaterThan(5);
  });

  it('gives each movement the balance after it, counted back from the wallet now (the account record\'s "Saldo após")', async () => {
    const gw = await loggedIn();
    const week = await gw.records.transactions({
      range: { start: addDays(today, -6), end: today },
      pageNo: 1,
      pageSize: 100,
    });
    const balanceNow = (await gw.wallet.balance()).balance;
    const rows = week.rows;
    expect(rows.length).toBeGreaterThan(2);
    expect(rows[0]!.balanceAfter).toBe(balanceNow);
    for (let index = 1; index < rows.length; index += 1) {
      const newer = rows[index - 1]!;
      const moved = newer.status === 'SUCCESS' ? newer.amount : 0;
      expect(rows[index]!.balanceAfter).toBeCloseTo(newer.balanceAfter! - moved, 2);
    }
    // A range in the past is counted from now too: its newest row continues the later movements.
    const earlier = await gw.records.transactions({
      range: { start: addDays(today, -13), end: addDays(today, -7) },
      pageNo: 1,
      pageSize: 100,
    });
    const oldestOfWeek = rows.at(-1)!;
    const moved = oldestOfWeek.status === 'SUCCESS' ? oldestOfWeek.amount : 0;
    expect(earlier.rows[0]!.balanceAfter).toBeCloseTo(oldestOfWeek.balanceAfter! - moved, 2);
  });

  it('claims a rebate once per Idempotency-Key and credits the main wallet', async () => {
    const gw = await loggedIn();
    const before = (await gw.wallet.balance()).balance;
    const rebates = await gw.records.rebates();
    const claimable = rebates.filter((rebate) => rebate.claimable > 0);
    expect(claimable.length).toBeGreaterThan(2);
    const [first] = claimable;
    const result = await gw.records.claimRebate(first!.gameCategory, { idempotencyKey: 'claim-1' });
    expect(result.claimed).toBe(first!.claimable);
    const again = await gw.records.claimRebate(first!.gameCategory, { idempotencyKey: 'claim-1' });
    expect(again.claimed).toBe(first!.claimable);
    const after = (await gw.wallet.balance()).balance;
    expect(Math.round((after - before) * 100)).toBe(Math.round(first!.claimable * 100));
    const left = await gw.records.rebates();
    expect(left.find((rebate) => rebate.gameCategory === first!.gameCategory)!.claimable).toBe(0);
    const bonus = await gw.records.bonuses({
      range: { start: today, end: today },
      type: 'REBATE',
      pageNo: 1,
      pageSize: 10,
    });
    expect(bonus.rows[0]).toMatchObject({ type: 'REBATE', amount: first!.claimable, status: 'ISSUED' });
  });

  it('gives 5,000+ bets in one 92-day list with the large volume scenario', async () => {
    mock.applyScenario({ recordVolume: 'large' });
    const gw = await loggedIn();
    const big = await gw.records.bets({
      range: { start: addDays(today, -91), end: today },
      pageNo: 1,
      pageSize: 500,
    });
    expect(big.total).toBeGreaterThanOrEqual(5000);
  });

  it('refuses a visitor', async () => {
    const gw = createGatewayClient({ baseUrl: BASE, getToken: () => null, onUnauthorized: () => undefined });
    const error = await gw.records.bets(months).catch((caught: unknown) => caught);
    expect(isGatewayError(error) && error.kind).toBe('unauthorized');
  });
});
