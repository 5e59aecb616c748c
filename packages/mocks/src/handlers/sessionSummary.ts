import { realityCheckMinutes, sessionPosition } from '@sorte/domain/session-clock';
import { endpoints } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import type { MockAccount } from '../fixtures/mockAccount.ts';
import { betsOf } from '../recordsState.ts';
import {
  bearerToken,
  endpointHandler,
  type HandlerContext,
  ok,
  readPayload,
  reject,
  unauthorized,
} from './respond.ts';

/** Server messages and codes of the reality check's setting (data, not UI copy). */
export const REALITY_CHECK_REFUSALS = {
  invalidInterval: { code: 'REALITY_CHECK_INTERVAL', message: 'The interval must be 15 to 120 minutes' },
} as const;

// Each account's reality check interval, forgotten with the account when the simulated gateway is reset.
const intervalByAccount = new WeakMap<MockAccount, number>();

const isoDay = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * The session's figures on the simulated clock: it began at the token's login (or now, for a token older than this
 * record), its stakes and wins are the bets placed since then.
 */
export function sessionSummaryOf(db: MockDb, account: MockAccount, token: string) {
  const now = db.now();
  const startedAt = Math.min(now, db.sessionStartedAt(token) ?? now);
  const bets = betsOf(db, account, { startDate: isoDay(startedAt), endDate: isoDay(now) }).filter(
    (bet) => Date.parse(bet.time) >= startedAt,
  );
  const position = sessionPosition(bets.map((bet) => ({ stake: bet.betAmount, payout: bet.payout })));
  return {
    startedAt: new Date(startedAt).toISOString(),
    ...position,
    realityCheckMinutes: realityCheckMinutes(intervalByAccount.get(account)),
  };
}

/** Issue 26 items 3 and 4 (readings): the session clock's figures and the reality check's interval. */
export function sessionSummaryHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    endpointHandler(ctx, 'sessionSummary', ({ request }) => {
      const token = bearerToken(request);
      const account = ctx.db.accountForToken(token);
      if (!account || !token) return unauthorized();
      return ok(sessionSummaryOf(ctx.db, account, token));
    }),

    endpointHandler(ctx, 'setRealityCheck', async ({ request }) => {
      const account = ctx.db.accountForToken(bearerToken(request));
      if (!account) return unauthorized();
      const payload = await readPayload(ctx, request, endpoints.setRealityCheck.request);
      if (!payload.ok) return payload.response;
      const { minutes } = payload.data;
      if (!Number.isInteger(minutes) || realityCheckMinutes(minutes) !== minutes) {
        const refusal = REALITY_CHECK_REFUSALS.invalidInterval;
        return reject(refusal.message, null, refusal.code);
      }
      intervalByAccount.set(account, minutes);
      return ok({ realityCheckMinutes: minutes });
    }),
  ];
}
