import { createGatewayClient, type GatewayClient, isGatewayError } from '@sorte/gateway';
import { describe, expect, it } from 'vitest';
import { createDb } from './db.ts';
import { type Dialect, SERVED_DIALECTS } from './dialect.ts';
import { DEMO_PASSWORD } from './fixtures/accounts.ts';
import { REALITY_CHECK_REFUSALS } from './handlers/sessionSummary.ts';
import { applyScenario } from './scenarios.ts';
import { GATEWAY, mockGatewayForFile } from './test/mockGateway.ts';

const MINUTE = 60_000;
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

describe.each(SERVED_DIALECTS)(
  'issue 26 items 3 and 4: the session summary on the simulated gateway (%s dialect)',
  (dialect) => {
    it('the session begins at login on the simulated clock, its stakes and wins are the bets since then', async () => {
      db.reset();
      now = START;
      const gw = await signedIn(dialect);
      now = START + 95 * MINUTE;
      const summary = await gw.playSession.sessionSummary();
      expect(summary.startedAt).toBe(START);
      expect(summary.staked).toBeGreaterThanOrEqual(0);
      expect(summary.won).toBeGreaterThanOrEqual(0);
      expect(summary.net).toBeCloseTo((summary.won ?? 0) - (summary.staked ?? 0), 2);
      expect(summary.realityCheckMinutes).toBe(60);
    });

    it('a new login starts a new session', async () => {
      db.reset();
      now = START;
      await signedIn(dialect);
      now = START + 3 * 60 * MINUTE;
      const again = await signedIn(dialect);
      expect((await again.playSession.sessionSummary()).startedAt).toBe(now);
    });

    it('the reality check interval is kept from 15 to 120 minutes, anything else refused', async () => {
      db.reset();
      now = START;
      const gw = await signedIn(dialect);
      await gw.playSession.setRealityCheck({ minutes: 15 });
      expect((await gw.playSession.sessionSummary()).realityCheckMinutes).toBe(15);
      await gw.playSession.setRealityCheck({ minutes: 120 });
      expect((await gw.playSession.sessionSummary()).realityCheckMinutes).toBe(120);
      for (const minutes of [14, 121, 30.5]) {
        const refused = await gw.playSession.setRealityCheck({ minutes }).catch((error: unknown) => error);
        expect(isGatewayError(refused) && refused.code).toBe(REALITY_CHECK_REFUSALS.invalidInterval.code);
      }
      expect((await gw.playSession.sessionSummary()).realityCheckMinutes).toBe(120);
    });
  },
);
