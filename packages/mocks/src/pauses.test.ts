import { createGatewayClient, type GatewayClient, isGatewayError } from '@sorte/gateway';
import { describe, expect, it } from 'vitest';
import { createDb } from './db.ts';
import { type Dialect, SERVED_DIALECTS } from './dialect.ts';
import { DEMO_PASSWORD } from './fixtures/accounts.ts';
import { gameCatalog } from './fixtures/games.ts';
import { PAUSE_REFUSALS, pauseRefusal } from './handlers/pauses.ts';
import { applyScenario } from './scenarios.ts';
import { GATEWAY, mockGatewayForFile } from './test/mockGateway.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.UTC(2026, 10, 28, 15, 0, 0);
let now = START;
const db = createDb({ now: () => now });
mockGatewayForFile({ db });

const game = gameCatalog().byType.get('RNG')![0]!;
const launch = {
  nodeId: String(game.nodeId),
  gameCode: game.gameCode,
  vassalage: game.vassalage,
  gameType: game.gameType,
};

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

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) =>
      isGatewayError(error, 'rejected') ? { code: error.code, value: error.value } : error,
  );

describe.each(SERVED_DIALECTS)('issue 26 item 5: pauses on the simulated gateway (%s dialect)', (dialect) => {
  it('a break refuses a deposit, a game launch and a promotion with its end time; withdrawal, records and login still work; it ends on its clock', async () => {
    db.reset();
    now = START;
    const gw = await signedIn(dialect);
    expect(await gw.pauses.pauseStatus()).toBeNull();
    await gw.pauses.takeBreak({ length: '7d' });
    expect(await gw.pauses.pauseStatus()).toEqual({
      kind: 'break',
      startedAt: START,
      endsAt: START + 7 * DAY,
    });

    const onBreak = {
      code: PAUSE_REFUSALS.onBreak.code,
      value: expect.objectContaining({ endsAt: new Date(START + 7 * DAY).toISOString() }),
    };
    expect(
      await refusal(gw.cashier.deposit({ channelId: 'pix', amount: 100 }, { idempotencyKey: 'p1' })),
    ).toMatchObject(onBreak);
    expect(await refusal(gw.games.launch(launch))).toMatchObject(onBreak);
    expect(await refusal(gw.content.claimPromotion('1001'))).toMatchObject(onBreak);
    const account = db.findAccount('jogador01')!;
    expect(pauseRefusal(db, account, 'withdraw')).toBeNull();
    expect(pauseRefusal(db, account, 'readRecords')).toBeNull();
    await expect(gw.playerLimits.limits()).resolves.toBeInstanceOf(Array);
    const again = await signedIn(dialect);
    expect(await again.pauses.pauseStatus()).toMatchObject({ kind: 'break' });

    now = START + 7 * DAY;
    expect(await gw.pauses.pauseStatus()).toBeNull();
    await expect(gw.games.launch(launch)).resolves.toMatchObject({ url: expect.any(String) });
  });

  it('nothing shortens a pause: a shorter break is refused, a longer one and a self-exclusion replace it', async () => {
    db.reset();
    now = START;
    const gw = await signedIn(dialect);
    await gw.pauses.takeBreak({ length: '30d' });
    now = START + HOUR;
    expect(await refusal(gw.pauses.takeBreak({ length: '24h' }))).toMatchObject({
      code: PAUSE_REFUSALS.wouldShorten.code,
    });
    expect(await gw.pauses.pauseStatus()).toMatchObject({ endsAt: START + 30 * DAY });
    await gw.pauses.takeBreak({ length: '30d' });
    expect(await gw.pauses.pauseStatus()).toMatchObject({ kind: 'break', endsAt: START + HOUR + 30 * DAY });
  });

  it('a self-exclusion ends every session of the account; logging in again still works and deposits stay refused for good', async () => {
    db.reset();
    now = START;
    const first = await signedIn(dialect);
    const second = await signedIn(dialect);
    await first.pauses.selfExclude({ length: 'indefinite' });
    const ended = await second.pauses.pauseStatus().catch((error: unknown) => error);
    expect(isGatewayError(ended, 'unauthorized')).toBe(true);
    const back = await signedIn(dialect);
    expect(await back.pauses.pauseStatus()).toEqual({ kind: 'exclusion', startedAt: START, endsAt: null });
    now = START + 10 * 365 * DAY;
    expect(
      await refusal(back.cashier.deposit({ channelId: 'pix', amount: 100 }, { idempotencyKey: 'p2' })),
    ).toMatchObject({
      code: PAUSE_REFUSALS.selfExcluded.code,
      value: expect.objectContaining({ kind: 'SELF_EXCLUSION' }), // endsAt null: for good (a null is read as absent)
    });
    expect(await refusal(back.pauses.takeBreak({ length: '30d' }))).toMatchObject({
      code: PAUSE_REFUSALS.wouldShorten.code,
    });
  });
});
