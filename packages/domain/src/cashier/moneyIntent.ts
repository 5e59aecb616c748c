/**
 * One money action the player means to do once (a transfer, a deposit request, a withdrawal, a confirmation):
 * the Idempotency-Key it carries, and whether it may be sent. A retry of the same intent reuses its key, so the
 * gateway answers a repeat with the first answer and never moves money twice. A new key is made only when the
 * player changes what they ask for after a definite answer.
 *
 * - `ready`: may be sent;
 * - `sending`: in flight, the submit control is locked;
 * - `unsure`: the last try failed in a way that leaves its fate unknown (timeout, dropped connection, 5xx): the
 *   screen re-reads balances and the transaction's status before it offers a retry, which reuses the key;
 * - `refused`: the gateway said no (wrong password, insufficient balance): nothing moved;
 * - `done`: the gateway said yes.
 */
export type MoneyIntentPhase = 'ready' | 'sending' | 'unsure' | 'refused' | 'done';

export interface MoneyIntent {
  key: string;
  /** What was asked for, as a stable string: a change of it after a definite answer means a new intent. */
  fingerprint: string;
  phase: MoneyIntentPhase;
  /** The amount asked for, to say which action is unsure and to find it among the gateway's orders. */
  amount?: number;
  /** When it was last sent (epoch ms): an order created well before cannot be it. */
  sentAt?: number;
  /** The ids of the orders listed before it was first sent: none of them can be it. */
  knownBefore?: readonly string[];
}

export type FailureCertainty = 'definite' | 'ambiguous';

/** Failures that prove the gateway did nothing: it refused the request, or never took it. */
const DEFINITE_FAILURES = ['rejected', 'unauthorized', 'rate-limited', 'invalid-request'];

/**
 * Whether a failed money call may have moved money: a timeout, a dropped connection, a 5xx or an answer that cannot
 * be read leave it unknown; a refusal (or a 4xx) is definite.
 */
export function failureCertainty(kind: string, httpStatus?: number): FailureCertainty {
  if (DEFINITE_FAILURES.includes(kind)) return 'definite';
  if (kind === 'http' && httpStatus !== undefined && httpStatus < 500) return 'definite';
  return 'ambiguous';
}

/** A stable string of a request's fields, key order not mattering. */
export function intentFingerprint(request: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(request)
      .sort()
      .map((key) => [key, request[key]]),
  );
}

export function newMoneyIntent(fingerprint: string, newKey: () => string): MoneyIntent {
  return { key: newKey(), fingerprint, phase: 'ready' };
}

/**
 * The intent to send for `fingerprint`, or null while one is in flight (a double click sends nothing) and while an
 * unsure one asks for something else (issue 22 item 6: a changed amount under the unsure key was refused by the
 * gateway, and the next click made a second withdrawal; see {@link unsureBlocks}).
 * - an unsure intent is sent again only as it was, with its key: its fate must be known before anything else is
 *   sent, so the caller re-reads first (see {@link mustRecheckBeforeRetry});
 * - a ready intent keeps its key while what is asked for is unchanged;
 * - after a refusal or a success the next send is a new action with a new key (a gateway answers a reused key
 *   with its first answer, so a corrected request under the old key would be refused again).
 */
export function intentToSend(
  current: MoneyIntent | null,
  fingerprint: string,
  newKey: () => string,
): MoneyIntent | null {
  if (current?.phase === 'sending') return null;
  if (current?.phase === 'unsure')
    return current.fingerprint === fingerprint ? { ...current, phase: 'sending' } : null;
  if (current?.phase === 'ready' && current.fingerprint === fingerprint)
    return { ...current, phase: 'sending' };
  return { ...newMoneyIntent(fingerprint, newKey), phase: 'sending' };
}

/** An intent read back after a reload: one that was in flight may have gone through, so it is unsure. */
export function restoredIntent(stored: MoneyIntent): MoneyIntent {
  return stored.phase === 'sending' ? { ...stored, phase: 'unsure' } : stored;
}

export function intentSettled(intent: MoneyIntent, outcome: 'done' | FailureCertainty): MoneyIntent {
  if (outcome === 'done') return { ...intent, phase: 'done' };
  return { ...intent, phase: outcome === 'ambiguous' ? 'unsure' : 'refused' };
}

/** After an ambiguous failure the client re-reads balances and the transaction's status before a retry. */
export function mustRecheckBeforeRetry(intent: MoneyIntent | null): boolean {
  return intent?.phase === 'unsure';
}

/** An unsure intent holds back any other request until its fate is known (found among the orders, or absent). */
export function unsureBlocks(current: MoneyIntent | null, fingerprint: string): boolean {
  return current?.phase === 'unsure' && current.fingerprint !== fingerprint;
}

/** An order as the gateway lists it, enough to recognise an unsure intent among them. */
export interface ListedOrder {
  id: string;
  amount: number;
  createdAt?: string;
}

/** How far a gateway's clock may run behind the browser's when an order's time is compared with the send. */
export const ORDER_CLOCK_SKEW_MS = 10 * 60_000;

export type UnsureReconciliation = { kind: 'found'; id: string } | { kind: 'absent' };

/**
 * Whether the unsure intent went through, from the gateway's order list read after the failure (issue 22 item 6):
 * found when an order not listed before it was sent has its amount (to the cent) and was not created before it was
 * sent (with {@link ORDER_CLOCK_SKEW_MS} of slack); absent otherwise. Never absent by guess: the caller reads the list
 * after the failed call ended, and on a list it cannot read it stays unsure.
 */
export function reconcileUnsure(intent: MoneyIntent, orders: readonly ListedOrder[]): UnsureReconciliation {
  const known = new Set(intent.knownBefore ?? []);
  const cents = (amount: number) => Math.round(amount * 100);
  const found = orders.find((order) => {
    if (known.has(order.id)) return false;
    if (intent.amount !== undefined && cents(order.amount) !== cents(intent.amount)) return false;
    if (intent.sentAt === undefined || order.createdAt === undefined) return true;
    const created = Date.parse(order.createdAt);
    return Number.isNaN(created) || created >= intent.sentAt - ORDER_CLOCK_SKEW_MS;
  });
  return found ? { kind: 'found', id: found.id } : { kind: 'absent' };
}

/**
 * An unsure intent known not to exist: it may be sent again as it was under its key (a late arrival of the first
 * is then answered once by the gateway), and a changed request is a new intent with a new key.
 */
export function intentAbsent(intent: MoneyIntent): MoneyIntent {
  return { ...intent, phase: 'ready' };
}

/**
 * A gateway refusing an Idempotency-Key itself (reused with another request, missing, a conflict): the request it
 * answered did nothing, but the first request under that key may have; never shown in the gateway's words. Readings:
 * the simulated gateway's IDEMPOTENCY_KEY_REUSED / IDEMPOTENCY_KEY_REQUIRED, codes naming idempotency or a duplicate
 * request, and HTTP 409.
 */
export function isIdempotencyRefusal(code: string | number | null | undefined, httpStatus?: number): boolean {
  if (httpStatus === 409) return true;
  if (code === null || code === undefined) return false;
  const squashed = String(code)
    .toLowerCase()
    .replace(/[\s_\-./]+/g, '');
  return squashed.includes('idempoten') || /duplicate(request|key|order|submission)/.test(squashed);
}
