import type { MoneyEvent, MoneyEventKind } from '@sorte/domain/cashier-model';
import { MONEY_EVENT_KINDS, moneyEventFault } from '@sorte/domain/cashier-model';
import { gatewayPlainText } from '@sorte/domain/plain-text';
import * as v from 'valibot';
import { looseNumber, looseString } from './lenient.ts';
import { isRecord } from './lenientFields.ts';
import { normaliseWord } from './schemas/cashier.ts';

// The live money events of spec §4 (Notification types: deposit credited, withdrawal approved, withdrawal rejected,
// deposit failed) over the config's `socketUrl` (§2 socket-event listener). The spec shows neither the messages nor
// how the socket authenticates: these are readings. Pure functions: the app owns the WebSocket.

/**
 * The first message the client sends after the socket opens: `{"type":"auth","token":"<session token>"}`. The
 * token never goes in the socket URL (URLs end up in logs and proxies); the server answers
 * {@link readSocketAuthAnswer}'s forms, then sends only that member's events.
 */
export function socketAuthMessage(token: string): string {
  return JSON.stringify({ type: 'auth', token });
}

/** JSON text (a socket message) or an already parsed value; undefined when the text is not JSON. */
function parsed(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * The server's answer to the auth message: `{ type: 'auth', ok | success: true | false }` (also
 * `{ type: 'authOk' | 'auth_ok' }`, `{ type: 'authFailed' | 'unauthorized' }`). true: accepted; false: refused
 * (log in again, do not reconnect with this token); null: not an auth answer.
 */
export function readSocketAuthAnswer(raw: unknown): boolean | null {
  const message = parsed(raw);
  if (!isRecord(message) || typeof message.type !== 'string') return null;
  const type = normaliseWord(message.type);
  if (type === 'AUTHOK' || type === 'AUTHENTICATED') return true;
  if (type === 'AUTHFAILED' || type === 'UNAUTHORIZED' || type === 'AUTHREFUSED') return false;
  if (type !== 'AUTH') return null;
  const ok = message.ok ?? message.success;
  return ok === true || ok === 1 || ok === 'true';
}

const SELF_EXCLUDED = new Set(['SELFEXCLUDED', 'SELFEXCLUSION', 'ACCOUNTSELFEXCLUDED']);
const SESSION_ENDED = new Set(['SESSIONENDED', 'SESSIONCLOSED', 'LOGOUT', 'KICKOUT', 'FORCELOGOUT']);

/**
 * Issue 26 item 5 (a reading): the account excluded itself on another device. `{ type: 'selfExcluded' }` (any
 * spelling: `SELF_EXCLUDED`, `self-exclusion`), or a session ended (`sessionEnded | logout | kickOut | forceLogout`)
 * whose `reason` names a self-exclusion. The session is over: log out and show the blocked page.
 */
export function readSelfExclusionEvent(raw: unknown): boolean {
  const message = parsed(raw);
  if (!isRecord(message) || typeof message.type !== 'string') return false;
  const type = normaliseWord(message.type);
  if (SELF_EXCLUDED.has(type)) return true;
  return (
    SESSION_ENDED.has(type) &&
    typeof message.reason === 'string' &&
    SELF_EXCLUDED.has(normaliseWord(message.reason))
  );
}

/** §4's order: code 1 deposit credited, 2 withdrawal approved, 3 withdrawal rejected, 4 deposit failed. */
const KIND_WORDS: Readonly<Record<string, MoneyEventKind>> = {
  DEPOSITCREDITED: 'depositCredited',
  DEPOSITSUCCESS: 'depositCredited',
  WITHDRAWALAPPROVED: 'withdrawalApproved',
  WITHDRAWAPPROVED: 'withdrawalApproved',
  WITHDRAWALREJECTED: 'withdrawalRejected',
  WITHDRAWREJECTED: 'withdrawalRejected',
  DEPOSITFAILED: 'depositFailed',
  DEPOSITFAIL: 'depositFailed',
  ...Object.fromEntries(MONEY_EVENT_KINDS.map((kind, index) => [String(index + 1), kind])),
};

function kindOf(raw: unknown): MoneyEventKind | undefined {
  const word = v.safeParse(looseString, raw);
  return word.success ? KIND_WORDS[normaliseWord(word.output)] : undefined;
}

const KIND_KEYS = ['type', 'event', 'kind', 'eventType', 'notificationType'] as const;
const BODY_KEYS = ['data', 'payload', 'body', 'value'] as const;

/**
 * One socket message as a §4 money event, or null when it is something else (a heartbeat, an auth answer, an
 * event of another kind) or cannot be read. Accepted: `{ type, transactionId | orderId | orderNo | id, amount,
 * balance?, reason? }` with the type as `DEPOSIT_CREDITED`, `depositCredited`, `deposit_credited`, `deposit-credited`
 * (also `WITHDRAW_APPROVED`, `DEPOSIT_SUCCESS`) or §4's code 1-4; the type under `event`, `kind`, `eventType` or
 * `notificationType`; the fields beside it or in `{ data | payload | body | value }` (`{ event, data }`); JSON
 * text or a parsed value.
 *
 * An event of a §4 kind that cannot be believed is logged (`console.warn` with its kind and the faulty field, no
 * player data) and read as null: no id, an amount that is not finite, zero or less or above the domain's bound, a
 * claimed balance that is not finite, negative or above it (`moneyEventFault`). A reason is kept as plain text.
 */
export function readMoneyEvent(raw: unknown): MoneyEvent | null {
  const message = parsed(raw);
  if (!isRecord(message)) return null;
  let kind: MoneyEventKind | undefined;
  for (const key of KIND_KEYS) {
    kind ??= kindOf(message[key]);
  }
  const inner = BODY_KEYS.map((key) => message[key]).find(isRecord);
  if (inner) for (const key of KIND_KEYS) kind ??= kindOf(inner[key]);
  if (!kind) return null;
  const fields = { ...message, ...inner };
  const idRaw = ['transactionId', 'orderId', 'orderNo', 'id']
    .map((key) => v.safeParse(looseString, fields[key]))
    .find((result) => result.success && result.output.trim() !== '');
  const amount = v.safeParse(looseNumber, fields.amount);
  if (!idRaw?.success) return ignored(kind, 'transactionId');
  if (!amount.success) return ignored(kind, 'amount');
  const event: MoneyEvent = { kind, transactionId: idRaw.output.trim(), amount: amount.output };
  if (fields.balance !== undefined && fields.balance !== null) {
    const balance = v.safeParse(looseNumber, fields.balance);
    if (!balance.success) return ignored(kind, 'balance');
    event.balance = balance.output;
  }
  const fault = moneyEventFault(event);
  if (fault) return ignored(kind, fault);
  const reason = ['reason', 'remark', 'message']
    .map((key) => fields[key])
    .find((text) => typeof text === 'string');
  const plainReason = gatewayPlainText(reason);
  if (plainReason) event.reason = plainReason;
  return event;
}

function ignored(kind: MoneyEventKind, field: string): null {
  console.warn(`Live money event ignored: ${kind} with an unusable ${field}`);
  return null;
}

/** The wire form the simulated gateway sends (and the first form `readMoneyEvent` accepts). */
export function moneyEventMessage(event: MoneyEvent): string {
  const { kind, ...fields } = event;
  return JSON.stringify({ type: kind, ...fields });
}
