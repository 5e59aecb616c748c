import {
  failureCertainty,
  intentAbsent,
  intentFingerprint,
  intentSettled,
  intentToSend,
  type ListedOrder,
  type MoneyIntent,
  reconcileUnsure,
  restoredIntent,
  type UnsureReconciliation,
  unsureBlocks,
} from '@sorte/domain';
import { isGatewayError } from '@sorte/gateway/answers';
import { useCallback, useRef, useState } from 'react';
import { sessionStore } from '../../state/browserStorage.ts';
import { isIdempotencyFailure, MoneyIntentUnsureError, MoneyOutcomeUnknownError } from './cashierFailure.ts';

const storageKey = (action: string) => `moneyIntent.${action}`;

function readStoredIntent(action: string): MoneyIntent | null {
  const stored = sessionStore.get(storageKey(action));
  if (stored === null) return null;
  try {
    const parsed = JSON.parse(stored) as Partial<MoneyIntent>;
    if (typeof parsed.key !== 'string' || typeof parsed.fingerprint !== 'string') return null;
    if (parsed.phase !== 'sending' && parsed.phase !== 'unsure' && parsed.phase !== 'ready') return null;
    return restoredIntent(parsed as MoneyIntent);
  } catch {
    return null;
  }
}

/** A fresh Idempotency-Key. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

export class MoneyActionInFlightError extends Error {
  override readonly name = 'MoneyActionInFlightError';
}

/**
 * One money action of the cashier (issue 12 "Money actions never happen twice"): each intended action carries one
 * Idempotency-Key, which a retry reuses; a second send while one is in flight is refused; after an ambiguous
 * failure `recheck` re-reads balances and the transaction's status before the failure is shown, and the action
 * stays unsure (its key kept, also across a reload: the intent lives in session storage while it is open).
 * Money calls are never retried automatically: `send` runs the call once.
 */
export function useMoneyIntent(action: string, recheck: () => Promise<unknown>) {
  const [intent, setIntent] = useState<MoneyIntent | null>(() => readStoredIntent(action));
  const current = useRef(intent);
  const latestRecheck = useRef(recheck);
  latestRecheck.current = recheck;

  const save = useCallback(
    (next: MoneyIntent | null) => {
      current.current = next;
      setIntent(next);
      if (next && next.phase !== 'done' && next.phase !== 'refused')
        sessionStore.set(storageKey(action), JSON.stringify(next));
      else sessionStore.remove(storageKey(action));
    },
    [action],
  );

  /**
   * Sends `call` under the intent for `request` (its non-secret fields: a change of them after a definite answer
   * is a new action); `about` says what it is (the amount, the orders listed before) so an unsure send can be found
   * among the gateway's orders. Throws the gateway's error when it refused, `MoneyOutcomeUnknownError` when the
   * fate is unknown (after re-reading; a refusal of the key itself too), `MoneyIntentUnsureError` when an unsure
   * action asks for something else, `MoneyActionInFlightError` when one is already on its way.
   */
  const send = useCallback(
    async <Result>(
      request: Record<string, unknown>,
      call: (idempotencyKey: string) => Promise<Result>,
      about: { amount?: number; knownBefore?: readonly string[] } = {},
    ) => {
      const fingerprint = intentFingerprint(request);
      if (unsureBlocks(current.current, fingerprint))
        throw new MoneyIntentUnsureError('an unsure money action must be known first');
      const previous = current.current;
      const next = intentToSend(previous, fingerprint, newIdempotencyKey);
      if (next === null) throw new MoneyActionInFlightError('a money action is already on its way');
      const isNew = next.key !== previous?.key;
      save({
        ...next,
        sentAt: Date.now(),
        ...(isNew ? { amount: about.amount, knownBefore: about.knownBefore } : {}),
      });
      try {
        const result = await call(next.key);
        save(intentSettled(current.current ?? next, 'done'));
        return result;
      } catch (error) {
        const certainty =
          isGatewayError(error) && !isIdempotencyFailure(error)
            ? failureCertainty(error.kind, error.status)
            : 'ambiguous';
        save(intentSettled(current.current ?? next, certainty));
        if (certainty === 'definite') throw error;
        await latestRecheck.current().catch(() => undefined);
        throw new MoneyOutcomeUnknownError(error);
      }
    },
    [save],
  );

  const [checking, setChecking] = useState(false);
  /**
   * "Check again" after an unknown outcome: balances and the transaction's status are read again (`recheck`), then
   * `afterwards` looks for the action among them; `checking` meanwhile (the forms wait for it).
   */
  const checkAgain = useCallback(async (afterwards?: () => Promise<void>) => {
    setChecking(true);
    try {
      await latestRecheck.current().catch(() => undefined);
      await afterwards?.();
    } finally {
      setChecking(false);
    }
  }, []);

  /** The player checked again and the action is known to have gone through (or chose to drop it). */
  const settle = useCallback(() => save(null), [save]);

  /**
   * Looks for the unsure action among the gateway's orders read after it failed (issue 22 item 6): found, it is
   * settled; absent, it may be sent again as it was (same key) or changed (a new one). Null when nothing is unsure.
   */
  const reconcile = useCallback(
    (orders: readonly ListedOrder[]): UnsureReconciliation | null => {
      const unsure = current.current;
      if (unsure?.phase !== 'unsure') return null;
      const found = reconcileUnsure(unsure, orders);
      save(found.kind === 'found' ? null : intentAbsent(unsure));
      return found;
    },
    [save],
  );

  return {
    send,
    settle,
    reconcile,
    /** The amount of the action in flight or unsure (what was sent, not what is typed now). */
    amount: intent?.amount,
    checkAgain,
    checking,
    unsure: intent?.phase === 'unsure',
    sending: intent?.phase === 'sending',
  };
}
