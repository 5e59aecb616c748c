import { roundMoney } from '@sorte/domain/cashier-amounts';
import {
  cancelPendingRaise,
  confirmPendingRaise,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type LimitRefusal,
  limitBeyond,
  limitInForce,
  limitWindow,
  missingMandatoryLimits,
  type PlayerLimit,
  requestLimitChange,
} from '@sorte/domain/player-limits';
import { endpoints, LIMIT_KIND_WORDS, LIMIT_PERIOD_WORDS, type LimitPendingRequest } from '@sorte/gateway';
import { type HttpHandler, HttpResponse } from 'msw';
import { depositsOf } from '../cashierState.ts';
import type { MockDb } from '../db.ts';
import type { MockAccount } from '../fixtures/mockAccount.ts';
import { betsOf, movementsOf } from '../recordsState.ts';
import {
  bearerToken,
  endpointHandler,
  type HandlerContext,
  ok,
  readPayload,
  reject,
  unauthorized,
} from './respond.ts';

/** Server messages and codes of the limits centre (data, not UI copy). */
export const LIMIT_REFUSALS = {
  unknownLimit: { code: 'LIMIT_UNKNOWN', message: 'Unknown limit kind or period' },
  invalidAmount: { code: 'LIMIT_INVALID_AMOUNT', message: 'The limit must be a positive amount' },
  tooEarly: { code: 'LIMIT_COOLING_OFF', message: 'The raise can be confirmed only after 24 hours' },
  lapsed: { code: 'LIMIT_RAISE_LAPSED', message: 'The raise was not confirmed within 7 days' },
  nothingPending: { code: 'LIMIT_NOTHING_PENDING', message: 'No change is waiting for this limit' },
} as const;

type Refusal = (typeof LIMIT_REFUSALS)[keyof typeof LIMIT_REFUSALS];
const refuse = (refusal: Refusal) => reject(refusal.message, null, refusal.code);

/** Puts limits in place for the account, as if the player had set them (tests and scenarios). */
export function givePlayerLimits(account: MockAccount, limits: PlayerLimit[]): void {
  account.playerLimits = limits;
}

/** The account's limits as the simulated gateway holds them (a lapsed raise forgotten). */
export function playerLimitsOf(db: MockDb, account: MockAccount): PlayerLimit[] {
  const now = db.now();
  const limits = (account.playerLimits ?? []).map((limit) => limitInForce(limit, now));
  account.playerLimits = limits;
  return limits;
}

const fromWord = <T extends string>(words: Readonly<Record<T, string>>, word: string): T | undefined =>
  (Object.keys(words) as T[]).find((key) => words[key] === word.trim().toUpperCase());

const isoDay = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * Whole minutes the sessions cover between `from` and `to`, each moment counted once (two tabs logged in at the same
 * time play one clock).
 */
export function minutesCovered(sessions: readonly [number, number][], from: number, to: number): number {
  const clipped = sessions
    .map(([began, ended]): [number, number] => [Math.max(began, from), Math.min(ended, to)])
    .filter(([began, ended]) => ended > began)
    .sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let reached = from;
  for (const [began, ended] of clipped) {
    if (ended <= reached) continue;
    covered += ended - Math.max(began, reached);
    reached = ended;
  }
  return Math.floor(covered / 60_000);
}

/**
 * What the account used of `kind` in the current `period` on the operator's clock (Brasília): deposits credited or
 * waiting, stakes placed, net loss (stakes minus payouts, never below zero), and playing time as the minutes it was
 * logged in (the simulated gateway's sessions; a real one may count time in games only).
 */
export function limitUsed(db: MockDb, account: MockAccount, kind: LimitKind, period: LimitPeriod): number {
  const now = db.now();
  if (kind === 'sessionTime')
    return minutesCovered(db.sessionsOf(account), limitWindow(period, now).startsAt, now);
  const range = { startDate: isoDay(limitWindow(period, now).startsAt), endDate: isoDay(now) };
  if (kind === 'deposit') {
    // The record's deposits, and the orders made here: credited, or still waiting (a deposit asked for counts until
    // it fails or expires, so that several waiting orders cannot pass the limit together).
    const { startsAt } = limitWindow(period, now);
    const ordered = depositsOf(db, account.id).filter(
      (order) =>
        (order.status === 'CREDITED' || order.status === 'PENDING') &&
        Date.parse(order.createdAt) >= startsAt,
    );
    return roundMoney(
      movementsOf(db, account, { ...range, type: 'DEPOSIT', status: 'SUCCESS' }).reduce(
        (sum, movement) => sum + Math.abs(movement.amount),
        0,
      ) + ordered.reduce((sum, order) => sum + order.amount, 0),
    );
  }
  const bets = betsOf(db, account, range);
  const staked = bets.reduce((sum, bet) => sum + bet.betAmount, 0);
  if (kind === 'stake') return roundMoney(staked);
  return roundMoney(Math.max(0, staked - bets.reduce((sum, bet) => sum + bet.payout, 0)));
}

function wireLimit(db: MockDb, account: MockAccount, limit: PlayerLimit) {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    kind: LIMIT_KIND_WORDS[limit.kind],
    period: LIMIT_PERIOD_WORDS[limit.period],
    amount: limit.amount,
    ...(limit.amount === null
      ? {}
      : {
          used: limitUsed(db, account, limit.kind, limit.period),
          resetsAt: iso(limitWindow(limit.period, db.now()).resetsAt),
        }),
    ...(limit.pending
      ? {
          pending: {
            amount: limit.pending.amount,
            confirmableAt: iso(limit.pending.confirmableAt),
            lapsesAt: iso(limit.pending.lapsesAt),
          },
        }
      : {}),
  };
}

/** The codes a deposit or a game launch is refused with when a limit binds (issue 26 items 2 and 6). */
export const LIMIT_REACHED_CODES: Readonly<Record<LimitKind, string>> = {
  deposit: 'LIMIT_DEPOSIT_REACHED',
  loss: 'LIMIT_LOSS_REACHED',
  stake: 'LIMIT_STAKE_REACHED',
  sessionTime: 'LIMIT_SESSION_TIME_REACHED',
};

/** The same refusals as the `spec` dialect's gateway words them. */
const SPEC_LIMIT_CODES: Readonly<Record<LimitKind, string>> = {
  deposit: 'DEPOSIT_LIMIT_EXCEEDED',
  loss: 'LOSS_LIMIT_EXCEEDED',
  stake: 'WAGER_LIMIT_EXCEEDED',
  sessionTime: 'TIME_LIMIT_EXCEEDED',
};

const LIMIT_REFUSAL_MESSAGE = 'A responsible gaming limit was reached';

/** The refusal as each dialect's gateway sends it (the `codes` dialect: the handlers' own words). */
function limitRefusalResponse(ctx: HandlerContext, refusal: LimitRefusal): Response {
  const { kind, period = 'day', amount, remaining, resetsAt } = refusal;
  switch (ctx.db.scenario.dialect) {
    case 'codes':
      return reject(
        LIMIT_REFUSAL_MESSAGE,
        {
          kind: LIMIT_KIND_WORDS[kind],
          period: LIMIT_PERIOD_WORDS[period],
          limit: amount,
          remaining,
          resetsAt: resetsAt === undefined ? undefined : new Date(resetsAt).toISOString(),
        },
        LIMIT_REACHED_CODES[kind],
      );
    case 'spec':
      return reject(
        LIMIT_REFUSAL_MESSAGE,
        {
          limitType: kind.toLowerCase(),
          cycle: period,
          limitAmount: String(amount),
          remainingAmount: String(remaining),
          resetTime: String(resetsAt),
        },
        SPEC_LIMIT_CODES[kind],
      );
    case 'operator':
      // An operator's own wrapper: one code for every limit, what binds beside it rather than in `value`.
      return HttpResponse.json({
        success: false,
        message: LIMIT_REFUSAL_MESSAGE,
        code: 'RG_LIMIT_HIT',
        value: null,
        limit: {
          type: `${LIMIT_KIND_WORDS[kind]}_LIMIT`,
          window: { day: '24h', week: '7', month: '30' }[period],
          max: amount,
          left: remaining,
          availableAt: resetsAt,
        },
      });
  }
}

/** The account's limits as the gateway reports them: each in force with this period's use and its reset. */
export function limitStandingsOf(db: MockDb, account: MockAccount) {
  return playerLimitsOf(db, account).map((limit) => ({
    kind: limit.kind,
    period: limit.period,
    amount: limit.amount,
    used: limitUsed(db, account, limit.kind, limit.period),
    resetsAt: limitWindow(limit.period, db.now()).resetsAt,
  }));
}

/**
 * Issue 26 items 2 and 6: the gateway's own guard. A deposit of `amount` that would pass a deposit limit (the one
 * with the least left binds) is refused with the limit, what is left and its reset; null when it may go ahead.
 */
export function depositLimitRefusal(
  ctx: HandlerContext,
  account: MockAccount,
  amount: number,
): Response | null {
  const required = mandatoryLimitsRefusal(ctx, account);
  if (required) return required;
  const refusal = limitBeyond(limitStandingsOf(ctx.db, account), 'deposit', amount);
  return refusal && limitRefusalResponse(ctx, refusal);
}

/** Under `BR`, the refusal of a deposit or a launch by an account without a loss or a playing-time limit. */
export const LIMITS_REQUIRED = {
  code: 'LIMITS_REQUIRED',
  message: 'Set a loss limit and a playing-time limit before depositing or playing',
} as const;

/**
 * Issue 26 item 2 (Portaria SPA/MF 2.579/2025) on the gateway: under the `BR` scenario an account without a loss limit
 * and a playing-time limit in force cannot deposit or launch a game; null when it may.
 */
export function mandatoryLimitsRefusal(ctx: HandlerContext, account: MockAccount): Response | null {
  if (ctx.db.scenario.jurisdiction !== 'BR') return null;
  const missing = missingMandatoryLimits('BR', playerLimitsOf(ctx.db, account));
  return missing.length === 0 ? null : reject(LIMITS_REQUIRED.message, { missing }, LIMITS_REQUIRED.code);
}

/** A game launch is refused while a loss, stake or playing-time limit is used up, with its reset; null otherwise. */
export function launchLimitRefusal(ctx: HandlerContext, account: MockAccount): Response | null {
  const required = mandatoryLimitsRefusal(ctx, account);
  if (required) return required;
  const standings = limitStandingsOf(ctx.db, account);
  for (const kind of ['loss', 'stake', 'sessionTime'] as const) {
    const refusal = limitBeyond(standings, kind, 0);
    if (refusal) return limitRefusalResponse(ctx, refusal);
  }
  return null;
}

/** Issue 26 item 2 (readings): the limits centre, enforced by the domain's rules on the simulated gateway's clock. */
export function playerLimitsHandlers(ctx: HandlerContext): HttpHandler[] {
  const who = (request: Request) => ctx.db.accountForToken(bearerToken(request));
  const limitOf = (account: MockAccount, body: LimitPendingRequest) => {
    const kind = fromWord(LIMIT_KIND_WORDS, body.kind);
    const period = fromWord(LIMIT_PERIOD_WORDS, body.period);
    if (!kind || !period) return null;
    const limits = playerLimitsOf(ctx.db, account);
    return (
      limits.find((limit) => limit.kind === kind && limit.period === period) ?? { kind, period, amount: null }
    );
  };
  const save = (account: MockAccount, next: PlayerLimit) => {
    const others = playerLimitsOf(ctx.db, account).filter(
      (limit) => limit.kind !== next.kind || limit.period !== next.period,
    );
    account.playerLimits = next.amount === null && !next.pending ? others : [...others, next];
  };
  const inOrder = (limits: PlayerLimit[]) =>
    [...limits].sort(
      (a, b) =>
        LIMIT_KINDS.indexOf(a.kind) - LIMIT_KINDS.indexOf(b.kind) ||
        LIMIT_PERIODS.indexOf(a.period) - LIMIT_PERIODS.indexOf(b.period),
    );

  return [
    endpointHandler(ctx, 'limits', ({ request }) => {
      const account = who(request);
      if (!account) return unauthorized();
      return ok({
        limits: inOrder(playerLimitsOf(ctx.db, account)).map((limit) => wireLimit(ctx.db, account, limit)),
      });
    }),

    endpointHandler(ctx, 'setLimit', async ({ request }) => {
      const account = who(request);
      if (!account) return unauthorized();
      const payload = await readPayload(ctx, request, endpoints.setLimit.request);
      if (!payload.ok) return payload.response;
      const limit = limitOf(account, payload.data);
      if (!limit) return refuse(LIMIT_REFUSALS.unknownLimit);
      const change = requestLimitChange(limit, payload.data.amount, ctx.db.now());
      if (change.outcome === 'invalid') return refuse(LIMIT_REFUSALS.invalidAmount);
      save(account, change.limit);
      return ok(wireLimit(ctx.db, account, change.limit));
    }),

    endpointHandler(ctx, 'confirmLimit', async ({ request }) => {
      const account = who(request);
      if (!account) return unauthorized();
      const payload = await readPayload(ctx, request, endpoints.confirmLimit.request);
      if (!payload.ok) return payload.response;
      const limit = limitOf(account, payload.data);
      if (!limit) return refuse(LIMIT_REFUSALS.unknownLimit);
      const result = confirmPendingRaise(limit, ctx.db.now());
      if (result.outcome === 'tooEarly') return refuse(LIMIT_REFUSALS.tooEarly);
      if (result.outcome === 'nothingPending') return refuse(LIMIT_REFUSALS.nothingPending);
      save(account, result.limit);
      if (result.outcome === 'lapsed') return refuse(LIMIT_REFUSALS.lapsed);
      return ok(wireLimit(ctx.db, account, result.limit));
    }),

    endpointHandler(ctx, 'cancelLimitChange', async ({ request }) => {
      const account = who(request);
      if (!account) return unauthorized();
      const payload = await readPayload(ctx, request, endpoints.cancelLimitChange.request);
      if (!payload.ok) return payload.response;
      const limit = limitOf(account, payload.data);
      if (!limit) return refuse(LIMIT_REFUSALS.unknownLimit);
      if (!limit.pending) return refuse(LIMIT_REFUSALS.nothingPending);
      const kept = cancelPendingRaise(limit);
      save(account, kept);
      return ok(wireLimit(ctx.db, account, kept));
    }),
  ];
}
