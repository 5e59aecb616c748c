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
 * The intent to send for `fingerprint`, or null while one is in flight (a double click sends nothing).
 * - an unsure intent is sent again with its key whatever the player changed: its fate must be known before
 *   anything else is sent, so the caller re-reads first (see {@link mustRecheckBeforeRetry});
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
  if (current?.phase === 'unsure') return { ...current, phase: 'sending' };
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
