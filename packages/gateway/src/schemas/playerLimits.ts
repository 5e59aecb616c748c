import type { LimitKind, LimitPeriod } from '@sorte/domain';
import * as v from 'valibot';
import { listAnswer, looseNumber } from '../lenient.ts';
import { anyRecord, firstPresent, isoTime, isRecord } from '../lenientFields.ts';

// The player's limits (issue 26 item 2; Portaria SPA/MF 1.231/2024): deposit, loss, stake and playing-time limits per
// day, week and month, a raise waiting its cooling-off. The spec names no call for them: readings in the relay style
// of §7 (MCS2_…), each field accepted under its likely names and words.

const KIND_WORDS: Readonly<Record<string, LimitKind>> = {
  deposit: 'deposit',
  deposito: 'deposit',
  loss: 'loss',
  perda: 'loss',
  netloss: 'loss',
  stake: 'stake',
  wager: 'stake',
  bet: 'stake',
  bets: 'stake',
  aposta: 'stake',
  apostas: 'stake',
  turnover: 'stake',
  sessiontime: 'sessionTime',
  session: 'sessionTime',
  time: 'sessionTime',
  playtime: 'sessionTime',
  playingtime: 'sessionTime',
  tempo: 'sessionTime',
};

const PERIOD_WORDS: Readonly<Record<string, LimitPeriod>> = {
  day: 'day',
  daily: 'day',
  d: 'day',
  '1': 'day',
  '24h': 'day',
  diario: 'day',
  week: 'week',
  weekly: 'week',
  w: 'week',
  '7': 'week',
  semanal: 'week',
  month: 'month',
  monthly: 'month',
  m: 'month',
  '30': 'month',
  mensal: 'month',
};

const wordOf = <T>(words: Readonly<Record<string, T>>, raw: unknown): T | undefined =>
  typeof raw === 'string' || typeof raw === 'number'
    ? words[
        String(raw)
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLowerCase()
          .replace(/[\s_-]/g, '')
      ]
    : undefined;

/** A kind or period word as a gateway may write it (`WAGER`, `session-time`, `Diário`); undefined if unknown. */
export const readLimitKind = (raw: unknown) => wordOf(KIND_WORDS, raw);
export const readLimitPeriod = (raw: unknown) => wordOf(PERIOD_WORDS, raw);

/** The words a request carries: `DEPOSIT | LOSS | STAKE | SESSION_TIME` and `DAILY | WEEKLY | MONTHLY`. */
export const LIMIT_KIND_WORDS: Readonly<Record<LimitKind, string>> = {
  deposit: 'DEPOSIT',
  loss: 'LOSS',
  stake: 'STAKE',
  sessionTime: 'SESSION_TIME',
};
export const LIMIT_PERIOD_WORDS: Readonly<Record<LimitPeriod, string>> = {
  day: 'DAILY',
  week: 'WEEKLY',
  month: 'MONTHLY',
};

const amountOf = (raw: unknown): number | null | undefined => {
  if (raw === undefined) return undefined;
  const read = v.safeParse(looseNumber, raw);
  return read.success && Number.isFinite(read.output) && read.output > 0 ? read.output : null;
};

const timeOf = (raw: unknown): number | undefined => {
  const iso = isoTime(raw);
  return iso === undefined ? undefined : Date.parse(iso);
};

/** One limit as the gateway gives it; times as epoch ms. `amount` null: no limit in force. */
export interface PlayerLimitReading {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  /** This period's use, when the gateway says it (money; minutes for playing time). */
  used?: number;
  resetsAt?: number;
  /** A raise (amount) or a removal (null) waiting for its cooling-off to end and the player to confirm it. */
  pending?: { amount: number | null; confirmableAt: number; lapsesAt: number };
}

const PENDING_OBJECT_KEYS = ['pending', 'pendingChange', 'pendingRaise', 'pendingLimit'];

function pendingOf(raw: Record<string, unknown>): PlayerLimitReading['pending'] {
  const nested = firstPresent(raw, PENDING_OBJECT_KEYS);
  const source = isRecord(nested)
    ? {
        amount: firstPresent(nested, ['amount', 'limit', 'value', 'newAmount']),
        removal: firstPresent(nested, ['removal', 'remove']),
        confirmableAt: firstPresent(nested, [
          'confirmableAt',
          'effectiveAt',
          'availableAt',
          'coolingOffEndsAt',
        ]),
        lapsesAt: firstPresent(nested, ['lapsesAt', 'expiresAt', 'expireAt', 'expireTime']),
      }
    : {
        amount: firstPresent(raw, ['pendingAmount', 'pendingLimit', 'newAmount']),
        removal: firstPresent(raw, ['pendingRemoval']),
        confirmableAt: firstPresent(raw, ['pendingEffectiveAt', 'pendingConfirmableAt', 'effectiveAt']),
        lapsesAt: firstPresent(raw, ['pendingExpiresAt', 'pendingLapsesAt', 'expiresAt']),
      };
  const confirmableAt = timeOf(source.confirmableAt);
  const lapsesAt = timeOf(source.lapsesAt);
  if (confirmableAt === undefined || lapsesAt === undefined) return undefined;
  const removal = source.removal === true || source.removal === 1 || source.removal === 'true';
  return { amount: removal ? null : (amountOf(source.amount) ?? null), confirmableAt, lapsesAt };
}

/**
 * A limit: `{ kind | type | limitType (DEPOSIT, LOSS, STAKE | WAGER | BET, SESSION_TIME | TIME), period | cycle
 * (DAILY | DAY, WEEKLY | WEEK, MONTHLY | MONTH), amount | limit | value (absent, null or 0: none), used | usedAmount?,
 * resetsAt | resetAt | resetTime?, pending { amount (null: a removal), confirmableAt | effectiveAt, lapsesAt |
 * expiresAt }? or pendingAmount, pendingEffectiveAt, pendingExpiresAt? }`.
 */
export const PlayerLimitSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    const kind = wordOf(KIND_WORDS, firstPresent(raw, ['kind', 'type', 'limitType', 'category']));
    const period = wordOf(PERIOD_WORDS, firstPresent(raw, ['period', 'cycle', 'interval', 'window']));
    if (!kind || !period) {
      addIssue({ message: 'a limit needs its kind and period' });
      return NEVER;
    }
    const out: PlayerLimitReading = {
      kind,
      period,
      amount: amountOf(firstPresent(raw, ['amount', 'limit', 'value', 'limitAmount'])) ?? null,
    };
    const used = v.safeParse(looseNumber, firstPresent(raw, ['used', 'usedAmount', 'consumed', 'spent']));
    if (used.success && Number.isFinite(used.output)) out.used = used.output;
    const resetsAt = timeOf(firstPresent(raw, ['resetsAt', 'resetAt', 'resetTime', 'periodEnd']));
    if (resetsAt !== undefined) out.resetsAt = resetsAt;
    const pending = pendingOf(raw);
    if (pending) out.pending = pending;
    return out;
  }),
);

/** value: the limits as a list, bare or under `limits | list | data…`; an empty list: none set. */
export const PlayerLimitsSchema = listAnswer(PlayerLimitSchema, ['limits']);

export const LimitChangeRequestSchema = v.object({
  kind: v.string(),
  period: v.string(),
  /** null: remove the limit (waits like a raise). */
  amount: v.nullable(v.number()),
});
export type LimitChangeRequest = v.InferOutput<typeof LimitChangeRequestSchema>;

export const LimitPendingRequestSchema = v.object({ kind: v.string(), period: v.string() });
export type LimitPendingRequest = v.InferOutput<typeof LimitPendingRequestSchema>;
