// Issue 26 items 2 and 6: the simulated gateway is a guard of the player's limits too, not only the site. A deposit
// beyond a deposit limit and a game launch once a loss, stake or playing-time limit is used up are refused with the
// limit and its reset, in every dialect (the operator's through its adapter file), on a settable clock.
import { readFileSync } from 'node:fs';
import type { GatewayAdapter, GatewayClient } from '@sorte/gateway';
import { parseOperatorAdapter } from '@sorte/gateway/adapter';
import { readLimitRefusal } from '@sorte/gateway/answers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDb } from './db.ts';
import { SERVED_DIALECTS } from './dialect.ts';
import { gameCatalog } from './fixtures/games.ts';
import { LIMITS_REQUIRED, minutesCovered } from './handlers/playerLimits.ts';
import { applyScenario } from './scenarios.ts';
import { memberSession, mockGatewayForFile, rejection } from './test/mockGateway.ts';

const parsed = parseOperatorAdapter(
  (JSON.parse(readFileSync('packages/mocks/operator-dialect.config.json', 'utf8')) as { adapter: unknown })
    .adapter,
);
if (!parsed.ok) throw new Error(parsed.issues.join('\n'));
const adapter: GatewayAdapter = parsed.adapter;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Saturday 28 November 2026, 12:00 in Brasília: the day resets at 03:00 UTC on the 29th, the week on the 30th.
const START = Date.UTC(2026, 10, 28, 15, 0, 0);
const MIDNIGHT_BRASILIA = Date.UTC(2026, 10, 29, 3);
const MONDAY_BRASILIA = Date.UTC(2026, 10, 30, 3);
let now = START;
const db = createDb({ now: () => now });
mockGatewayForFile({ db });

const game = gameCatalog().byType.get('RNG')![0]!;
const launchGame = (gw: GatewayClient) =>
  gw.games.launch({
    nodeId: String(game.nodeId),
    gameCode: game.gameCode,
    vassalage: game.vassalage,
    gameType: game.gameType,
  });
let keys = 0;
const deposit = (gw: GatewayClient, amount: number) =>
  gw.cashier.deposit({ channelId: 'pix', amount }, { idempotencyKey: `limit-${++keys}` });

describe.each(SERVED_DIALECTS)(
  'issue 26 items 2 and 6: limits enforced by the simulated gateway (%s dialect)',
  (dialect) => {
    async function signedIn(): Promise<GatewayClient> {
      db.reset();
      now = START;
      applyScenario({ dialect }, db);
      const member = memberSession({ aes: true, ...(dialect === 'operator' ? { adapter } : {}) });
      await member.login('jogador01');
      return member.gw;
    }

    it('a deposit beyond the lowest deposit limit is refused with the limit, what is left and the reset; orders made count', async () => {
      const gw = await signedIn();
      await gw.playerLimits.setLimit({ kind: 'DEPOSIT', period: 'WEEKLY', amount: 1000 });
      await gw.playerLimits.setLimit({ kind: 'DEPOSIT', period: 'DAILY', amount: 100 });
      const refused = await rejection(deposit(gw, 150));
      expect(readLimitRefusal(refused)).toMatchObject({
        kind: 'deposit',
        period: 'day',
        amount: 100,
        resetsAt: MIDNIGHT_BRASILIA,
      });
      await expect(deposit(gw, 60)).resolves.toMatchObject({ amount: 60 });
      // The order waiting counts: what is left of the day is R$ 40,00.
      expect(readLimitRefusal(await rejection(deposit(gw, 50)))).toMatchObject({
        amount: 100,
        remaining: 40,
      });
      await expect(deposit(gw, 40)).resolves.toMatchObject({ amount: 40 });
    });

    it('a deposit that fitted before a lowering is refused at once after it; a raise does not apply before confirmation', async () => {
      const gw = await signedIn();
      await gw.playerLimits.setLimit({ kind: 'DEPOSIT', period: 'DAILY', amount: 500 });
      await expect(deposit(gw, 200)).resolves.toMatchObject({ amount: 200 });
      await gw.playerLimits.setLimit({ kind: 'DEPOSIT', period: 'DAILY', amount: 50 });
      expect(readLimitRefusal(await rejection(deposit(gw, 200)))).toMatchObject({
        kind: 'deposit',
        amount: 50,
      });
      await gw.playerLimits.setLimit({ kind: 'DEPOSIT', period: 'DAILY', amount: 5000 });
      now = START + 2 * HOUR;
      expect(readLimitRefusal(await rejection(deposit(gw, 200)))).toMatchObject({
        kind: 'deposit',
        amount: 50,
      });
    });

    it('a game launch is refused once a loss limit is used up, with its reset; launches again without it', async () => {
      const gw = await signedIn();
      await expect(launchGame(gw)).resolves.toMatchObject({ url: expect.any(String) });
      // jogador01 lost R$ 76,83 in the record's bets of this week so far.
      await gw.playerLimits.setLimit({ kind: 'LOSS', period: 'WEEKLY', amount: 50 });
      expect(readLimitRefusal(await rejection(launchGame(gw)))).toMatchObject({
        kind: 'loss',
        period: 'week',
        amount: 50,
        resetsAt: MONDAY_BRASILIA,
      });
      await gw.playerLimits.setLimit({ kind: 'LOSS', period: 'WEEKLY', amount: 10_000 });
      now = START + 25 * HOUR;
      await gw.playerLimits.confirmLimit({ kind: 'LOSS', period: 'WEEKLY' });
      await expect(launchGame(gw)).resolves.toMatchObject({ url: expect.any(String) });
    });

    it('a game launch is refused once the playing-time limit is used up; the next day counts from its start', async () => {
      const gw = await signedIn();
      await gw.playerLimits.setLimit({ kind: 'SESSION_TIME', period: 'DAILY', amount: 60 });
      now = START + 59 * MINUTE;
      await expect(launchGame(gw)).resolves.toMatchObject({ url: expect.any(String) });
      now = START + 61 * MINUTE;
      expect(readLimitRefusal(await rejection(launchGame(gw)))).toMatchObject({
        kind: 'sessionTime',
        period: 'day',
        amount: 60,
        resetsAt: MIDNIGHT_BRASILIA,
      });
      // Still logged in after midnight: half an hour of the new day is played.
      now = MIDNIGHT_BRASILIA + 30 * MINUTE;
      await expect(launchGame(gw)).resolves.toMatchObject({ url: expect.any(String) });
      expect((await gw.playerLimits.limits()).find((limit) => limit.kind === 'sessionTime')).toMatchObject({
        used: 30,
      });
    });

    it('under the BR profile a deposit and a launch wait for a loss and a playing-time limit', async () => {
      const gw = await signedIn();
      applyScenario({ jurisdiction: 'BR' }, db);
      const refused = (await rejection(deposit(gw, 50))) as { code?: string };
      expect(refused.code).toBe(LIMITS_REQUIRED.code);
      expect(((await rejection(launchGame(gw))) as { code?: string }).code).toBe(LIMITS_REQUIRED.code);
      await gw.playerLimits.setLimit({ kind: 'LOSS', period: 'MONTHLY', amount: 800 });
      expect(((await rejection(launchGame(gw))) as { code?: string }).code).toBe(LIMITS_REQUIRED.code);
      await gw.playerLimits.setLimit({ kind: 'SESSION_TIME', period: 'DAILY', amount: 90 });
      await expect(launchGame(gw)).resolves.toMatchObject({ url: expect.any(String) });
      await expect(deposit(gw, 50)).resolves.toMatchObject({ amount: 50 });
    });

    it('a game launch is refused once a stake limit is used up', async () => {
      const gw = await signedIn();
      await gw.playerLimits.setLimit({ kind: 'STAKE', period: 'MONTHLY', amount: 1 });
      expect(readLimitRefusal(await rejection(launchGame(gw)))).toMatchObject({
        kind: 'stake',
        period: 'month',
      });
    });
  },
);

describe('issue 26 item 2: playing time on the simulated gateway', () => {
  const session = fc
    .tuple(fc.integer({ min: 0, max: 10 * HOUR }), fc.integer({ min: 0, max: 5 * HOUR }))
    .map(([began, length]): [number, number] => [began, began + length]);

  it('counts each moment once: overlapping sessions (two tabs) play one clock, within the window', () => {
    fc.assert(
      fc.property(fc.array(session, { maxLength: 6 }), (sessions) => {
        const covered = minutesCovered(sessions, HOUR, 9 * HOUR);
        expect(covered).toBeLessThanOrEqual(8 * 60);
        for (const one of sessions)
          expect(covered).toBeGreaterThanOrEqual(minutesCovered([one], HOUR, 9 * HOUR));
        expect(minutesCovered([...sessions, ...sessions], HOUR, 9 * HOUR)).toBe(covered);
      }),
    );
    expect(
      minutesCovered(
        [
          [0, 2 * HOUR],
          [HOUR, 3 * HOUR],
        ],
        0,
        10 * HOUR,
      ),
    ).toBe(180);
  });
});
