import type { LimitRefusal } from '@sorte/domain';
import { isGatewayError } from './errors.ts';
import { firstPresent, isoTime, isRecord } from './lenientFields.ts';
import { readLimitKind, readLimitPeriod } from './schemas/playerLimits.ts';

// Reading (issue 26 items 2 and 6): the spec names no refusal for a player's limit. A deposit (PAY_deposit) or a game
// launch (launchGame) beyond one is read from the refusal's code and fields, under their likely names, wherever the
// gateway puts them: in `value`, beside it in the envelope, or in an object of their own (`limit`, `limitInfo`).

const SEPARATORS = /[\s_.-]+/;
const numberOf = (raw: unknown): number | undefined => {
  const read = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : Number.NaN;
  return Number.isFinite(read) && (typeof raw !== 'string' || raw.trim() !== '') ? read : undefined;
};
const wordsOf = (raw: unknown) =>
  typeof raw === 'string' ? raw.split(SEPARATORS).filter((word) => !/^limite?s?$/i.test(word)) : [];

/**
 * A refusal for a responsible-gaming limit: a code naming a limit (`LIMIT_DEPOSIT_REACHED`, `LOSS_LIMIT_EXCEEDED`,
 * `RG_LIMIT_HIT` …) whose kind the code or a field says (`kind | limitKind | limitType | type`: DEPOSIT, LOSS,
 * STAKE | WAGER | BET, SESSION_TIME | TIME, with or without `_LIMIT`), with, where given, `period | cycle |
 * limitPeriod | window` (DAILY | DAY | 24h …), the limit `limit | limitAmount | max | amount`, what is left
 * `remaining | remainingAmount | left`, and the reset `resetsAt | resetAt | resetTime | availableAt | nextAvailableAt |
 * until` (ISO, epoch ms, yyyy-MM-dd HH:mm:ss). Null for any other failure (a channel's `AMOUNT_OUT_OF_LIMITS` names
 * no kind).
 */
export function readLimitRefusal(error: unknown): LimitRefusal | null {
  if (!isGatewayError(error, 'rejected') || typeof error.code !== 'string' || !/limit/i.test(error.code))
    return null;
  const value = isRecord(error.value) ? error.value : {};
  const envelope = error.envelope ?? {};
  const own = [value.limit, value.limitInfo, envelope.limit, envelope.limitInfo].find(isRecord);
  const sources = [own, value, envelope].filter(isRecord);
  const field = (keys: readonly string[], accept: (raw: unknown) => boolean = () => true) => {
    for (const source of sources) {
      const raw = firstPresent(source, keys);
      if (raw !== undefined && accept(raw)) return raw;
    }
    return undefined;
  };
  const inWords = <T>(raw: unknown, read: (word: string) => T | undefined) =>
    read(wordsOf(raw).join('')) ??
    wordsOf(raw)
      .map(read)
      .find((found) => found !== undefined);
  const kind =
    inWords(field(['kind', 'limitKind', 'limitType', 'type', 'category']), readLimitKind) ??
    wordsOf(error.code)
      .map(readLimitKind)
      .find((found) => found !== undefined);
  if (!kind) return null;
  const refusal: LimitRefusal = { kind };
  const period =
    inWords(field(['period', 'cycle', 'limitPeriod', 'window', 'interval']), readLimitPeriod) ??
    wordsOf(error.code)
      .map(readLimitPeriod)
      .find((found) => found !== undefined);
  if (period) refusal.period = period;
  const amount = numberOf(
    field(['limitAmount', 'limit', 'max', 'amount', 'limitValue'], (raw) => !isRecord(raw)),
  );
  if (amount !== undefined && amount > 0) refusal.amount = amount;
  const remaining = numberOf(field(['remaining', 'remainingAmount', 'left', 'available']));
  if (remaining !== undefined && remaining >= 0) refusal.remaining = remaining;
  const resetsAt = isoTime(
    field(['resetsAt', 'resetAt', 'resetTime', 'availableAt', 'nextAvailableAt', 'until', 'reopensAt']),
  );
  if (resetsAt !== undefined) refusal.resetsAt = Date.parse(resetsAt);
  return refusal;
}

/**
 * Reading (issue 26 item 6): a deposit refused because the account's verification is not done (`KYC_PENDING`,
 * `VERIFICATION_PENDING | REQUIRED`, `ACCOUNT_NOT_VERIFIED`, `UNVERIFIED` …): the cashier says so.
 */
export function isVerificationPending(error: unknown): boolean {
  return (
    isGatewayError(error, 'rejected') &&
    typeof error.code === 'string' &&
    /kyc|verification[\s_-]*(pending|required)|not[\s_-]*verified|unverified/i.test(error.code)
  );
}
