import { createGatewayClient, type GatewayClient, isGatewayError } from '@sorte/gateway';
import { describe, expect, it } from 'vitest';
import { createDb } from './db.ts';
import { type Dialect, SERVED_DIALECTS } from './dialect.ts';
import { DEMO_PASSWORD } from './fixtures/accounts.ts';
import { LIMIT_REFUSALS } from './handlers/playerLimits.ts';
import { applyScenario } from './scenarios.ts';
import { GATEWAY, mockGatewayForFile } from './test/mockGateway.ts';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 28, 15, 0, 0);
let now = START;
const db = createDb({ now: () => now });
mockGatewayForFile({ db });

async function signedIn(dialect: Dialect): Promise<GatewayClient> {
  applyScenario({ dialect }, db);
  let token: string | null = null;
  const gw = createGatewayClient({
    baseUrl: GATEWAY,
    getToken: () => token,
    onUnauthorized: () => {
      token = null;
    },
  });
  token = (await gw.session.login({ type: 'username', username: 'jogador01', password: DEMO_PASSWORD }))
    .token;
  return gw;
}

const depositDay = async (gw: GatewayClient) =>
  (await gw.playerLimits.limits()).find((limit) => limit.kind === 'deposit' && limit.period === 'day');

describe.each(SERVED_DIALECTS)(
  'issue 26 item 2: the limits centre on the simulated gateway (%s dialect)',
  (dialect) => {
    it('a new limit and a lower one apply at once, with this period’s use and its reset at midnight in Brasília', async () => {
      db.reset();
      now = START;
      const gw = await signedIn(dialect);
      expect(await gw.playerLimits.limits()).toEqual([]);
      await gw.playerLimits.setLimit({ kind: 'DEPOSIT', period: 'DAILY', amount: 5000 });
      await gw.playerLimits.setLimit({ kind: 'DEPOSIT', period: 'DAILY', amount: 300 });
      const limit = await depositDay(gw);
      expect(limit).toMatchObject({ amount: 300, resetsAt: Date.UTC(2026, 10, 29, 3) });
      expect(limit?.pending).toBeUndefined();
      expect(limit?.used).toBeGreaterThanOrEqual(0);
    });

    it('a raise waits 24 hours, then needs confirming, and lapses after 7 more days', async () => {
      db.reset();
      now = START;
      const gw = await signedIn(dialect);
      await gw.playerLimits.setLimit({ kind: 'LOSS', period: 'WEEKLY', amount: 100 });
      await gw.playerLimits.setLimit({ kind: 'LOSS', period: 'WEEKLY', amount: 400 });
      const loss = async () =>
        (await gw.playerLimits.limits()).find((limit) => limit.kind === 'loss' && limit.period === 'week');
      expect(await loss()).toMatchObject({
        amount: 100,
        pending: { amount: 400, confirmableAt: START + 24 * HOUR, lapsesAt: START + 8 * 24 * HOUR },
      });
      const early = await gw.playerLimits.confirmLimit({ kind: 'LOSS', period: 'WEEKLY' }).catch((e) => e);
      expect(isGatewayError(early, 'rejected') && early.code).toBe(LIMIT_REFUSALS.tooEarly.code);
      now = START + 25 * HOUR;
      await gw.playerLimits.confirmLimit({ kind: 'LOSS', period: 'WEEKLY' });
      expect(await loss()).toMatchObject({ amount: 400 });

      await gw.playerLimits.setLimit({ kind: 'LOSS', period: 'WEEKLY', amount: null });
      expect((await loss())?.pending).toMatchObject({ amount: null });
      now += 9 * 24 * HOUR;
      expect(await loss()).toMatchObject({ amount: 400 });
      expect((await loss())?.pending).toBeUndefined();
    });

    it('cancelling a raise keeps the limit in force; nonsense is refused', async () => {
      db.reset();
      now = START;
      const gw = await signedIn(dialect);
      await gw.playerLimits.setLimit({ kind: 'SESSION_TIME', period: 'DAILY', amount: 60 });
      await gw.playerLimits.setLimit({ kind: 'SESSION_TIME', period: 'DAILY', amount: 120 });
      await gw.playerLimits.cancelLimitChange({ kind: 'SESSION_TIME', period: 'DAILY' });
      const time = (await gw.playerLimits.limits()).find((limit) => limit.kind === 'sessionTime');
      expect(time).toMatchObject({ amount: 60, used: 0 });
      expect(time?.pending).toBeUndefined();
      const fraction = await gw.playerLimits
        .setLimit({ kind: 'SESSION_TIME', period: 'DAILY', amount: 1.5 })
        .catch((e) => e);
      expect(isGatewayError(fraction, 'rejected') && fraction.code).toBe(LIMIT_REFUSALS.invalidAmount.code);
      const unknown = await gw.playerLimits
        .setLimit({ kind: 'SPEED', period: 'DAILY', amount: 1 })
        .catch((e) => e);
      expect(isGatewayError(unknown, 'rejected')).toBe(true);
    });
  },
);
