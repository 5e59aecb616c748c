import {
  breakEnd,
  exclusionEnd,
  isAllowedDuringPause,
  isPauseActive,
  type Pause,
  type PlayerAction,
  requestPause,
} from '@sorte/domain/player-pauses';
import { endpoints } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import { sendRawSocketMessage } from '../cashierState.ts';
import type { MockDb } from '../db.ts';
import type { MockAccount } from '../fixtures/mockAccount.ts';
import {
  bearerToken,
  endpointHandler,
  type HandlerContext,
  ok,
  readPayload,
  reject,
  unauthorized,
} from './respond.ts';

/** Server messages and codes of a pause (data, not UI copy). */
export const PAUSE_REFUSALS = {
  onBreak: { code: 'PLAYER_ON_BREAK', message: 'The player is taking a break until the time given' },
  selfExcluded: { code: 'PLAYER_SELF_EXCLUDED', message: 'The player has excluded themself' },
  wouldShorten: { code: 'PAUSE_WOULD_SHORTEN', message: 'A pause in force cannot be shortened' },
} as const;

/** Puts a pause in place for the account, as if the player had asked for it (tests and scenarios). */
export function givePause(account: MockAccount, pause: Pause | null): void {
  if (pause) account.pause = pause;
  else delete account.pause;
}

/** The account's pause in force on the simulated gateway's clock, or null (one over is forgotten). */
export function pauseOf(db: MockDb, account: MockAccount): Pause | null {
  const pause = account.pause;
  if (isPauseActive(pause, db.now())) return pause;
  delete account.pause;
  return null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const wirePause = (pause: Pause) => ({
  kind: pause.kind === 'break' ? 'BREAK' : 'SELF_EXCLUSION',
  startedAt: iso(pause.startedAt),
  endsAt: iso(pause.endsAt),
});

/**
 * The gateway's own guard (issue 26 item 5): during a pause a deposit, a game launch and a promotion claim are
 * refused with PLAYER_ON_BREAK or PLAYER_SELF_EXCLUDED and the end time (null: for good); null when allowed.
 */
export function pauseRefusal(db: MockDb, account: MockAccount, action: PlayerAction): Response | null {
  const pause = pauseOf(db, account);
  if (!pause || isAllowedDuringPause(pause, action, db.now())) return null;
  const refusal = pause.kind === 'break' ? PAUSE_REFUSALS.onBreak : PAUSE_REFUSALS.selfExcluded;
  return reject(refusal.message, { kind: wirePause(pause).kind, endsAt: iso(pause.endsAt) }, refusal.code);
}

/** Issue 26 item 5 (readings): take a break and self-exclusion, by the domain's rules on the simulated gateway's clock. */
export function pausesHandlers(ctx: HandlerContext): HttpHandler[] {
  const who = (request: Request) => ctx.db.accountForToken(bearerToken(request));
  const start = (account: MockAccount, next: Pause) => {
    const request = requestPause(pauseOf(ctx.db, account), next, ctx.db.now());
    if (request.outcome === 'wouldShorten')
      return reject(
        PAUSE_REFUSALS.wouldShorten.message,
        { endsAt: iso(request.pause.endsAt) },
        PAUSE_REFUSALS.wouldShorten.code,
      );
    account.pause = request.pause;
    return null;
  };

  return [
    endpointHandler(ctx, 'pauseStatus', ({ request }) => {
      const account = who(request);
      if (!account) return unauthorized();
      const pause = pauseOf(ctx.db, account);
      return ok(pause ? wirePause(pause) : null);
    }),

    endpointHandler(ctx, 'takeBreak', async ({ request }) => {
      const account = who(request);
      if (!account) return unauthorized();
      const payload = await readPayload(ctx, request, endpoints.takeBreak.request);
      if (!payload.ok) return payload.response;
      const now = ctx.db.now();
      const refused = start(account, {
        kind: 'break',
        startedAt: now,
        endsAt: breakEnd(payload.data.length, now),
      });
      return refused ?? ok(wirePause(pauseOf(ctx.db, account)!));
    }),

    endpointHandler(ctx, 'selfExclude', async ({ request }) => {
      const account = who(request);
      if (!account) return unauthorized();
      const payload = await readPayload(ctx, request, endpoints.selfExclude.request);
      if (!payload.ok) return payload.response;
      const now = ctx.db.now();
      const refused = start(account, {
        kind: 'exclusion',
        startedAt: now,
        endsAt: exclusionEnd(payload.data.length, now),
      });
      if (refused) return refused;
      const answer = wirePause(pauseOf(ctx.db, account)!);
      // Logged out everywhere: the account's open sockets hear it (the reading readSelfExclusionEvent), then every
      // session of the account ends, this one too.
      sendRawSocketMessage(ctx.db, account.id, { type: 'selfExcluded' });
      for (const [token, id] of Object.entries(ctx.db.state.sessions))
        if (id === account.id) ctx.db.closeSession(token);
      return ok(answer);
    }),
  ];
}
