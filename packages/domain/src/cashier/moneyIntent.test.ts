import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  failureCertainty,
  intentAbsent,
  intentFingerprint,
  intentSettled,
  intentToSend,
  isIdempotencyRefusal,
  type MoneyIntent,
  mustRecheckBeforeRetry,
  ORDER_CLOCK_SKEW_MS,
  reconcileUnsure,
  restoredIntent,
  unsureBlocks,
} from './moneyIntent.ts';

function keys() {
  let next = 0;
  return () => `key-${++next}`;
}

describe('issue 12: money actions never happen twice', () => {
  it('a double click sends once: nothing is sent while the first is in flight', () => {
    const newKey = keys();
    const first = intentToSend(null, 'transfer 100', newKey);
    expect(first).toEqual({ key: 'key-1', fingerprint: 'transfer 100', phase: 'sending' });
    expect(intentToSend(first, 'transfer 100', newKey)).toBeNull();
  });

  it('a retry after a timeout reuses the key and asks for a re-check first', () => {
    const newKey = keys();
    const sent = intentToSend(null, 'transfer 100', newKey) as MoneyIntent;
    const unsure = intentSettled(sent, failureCertainty('timeout'));
    expect(mustRecheckBeforeRetry(unsure)).toBe(true);
    expect(intentToSend(unsure, 'transfer 100', newKey)?.key).toBe('key-1');
  });

  it('issue 22 item 6: an unsure intent holds back a changed request until it is known not to exist', () => {
    const newKey = keys();
    const sent = intentToSend(null, 'withdraw 30', newKey) as MoneyIntent;
    const unsure = intentSettled(sent, 'ambiguous');
    expect(unsureBlocks(unsure, 'withdraw 40')).toBe(true);
    expect(intentToSend(unsure, 'withdraw 40', newKey)).toBeNull();
    const absent = intentAbsent(unsure);
    expect(unsureBlocks(absent, 'withdraw 40')).toBe(false);
    expect(intentToSend(absent, 'withdraw 30', newKey)?.key).toBe('key-1');
    expect(intentToSend(absent, 'withdraw 40', newKey)?.key).toBe('key-2');
  });

  it('after a refusal or a success the next send is a new action with a new key', () => {
    const newKey = keys();
    const sent = intentToSend(null, 'withdraw 100', newKey) as MoneyIntent;
    const refused = intentSettled(sent, failureCertainty('rejected'));
    expect(refused.phase).toBe('refused');
    expect(mustRecheckBeforeRetry(refused)).toBe(false);
    expect(intentToSend(refused, 'withdraw 100', newKey)?.key).toBe('key-2');
    const done = intentSettled(intentToSend(refused, 'withdraw 100', newKey) as MoneyIntent, 'done');
    expect(intentToSend(done, 'withdraw 100', newKey)?.key).toBe('key-4');
  });

  it('a reload in the middle of a send restores the intent as unsure, with its key', () => {
    const restored = restoredIntent({ key: 'key-1', fingerprint: 'f', phase: 'sending' });
    expect(restored).toEqual({ key: 'key-1', fingerprint: 'f', phase: 'unsure' });
    expect(restoredIntent({ key: 'key-1', fingerprint: 'f', phase: 'done' }).phase).toBe('done');
  });

  it.each([
    ['timeout', undefined, 'ambiguous'],
    ['network', undefined, 'ambiguous'],
    ['http', 502, 'ambiguous'],
    ['http', 400, 'definite'],
    ['server', undefined, 'ambiguous'],
    ['invalid-response', undefined, 'ambiguous'],
    ['rejected', undefined, 'definite'],
    ['unauthorized', 401, 'definite'],
    ['rate-limited', 429, 'definite'],
  ] as const)('a %s failure (%s) is %s', (kind, status, certainty) => {
    expect(failureCertainty(kind, status)).toBe(certainty);
  });

  it('the fingerprint does not depend on key order', () => {
    expect(intentFingerprint({ amount: 10, vendor: 'PG' })).toBe(
      intentFingerprint({ vendor: 'PG', amount: 10 }),
    );
    expect(intentFingerprint({ amount: 10 })).not.toBe(intentFingerprint({ amount: 11 }));
  });

  it('whatever happens, at most one key is in flight and an unsure key is never replaced nor reused for another request', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('send' as const), fingerprint: fc.constantFrom('a', 'b') }),
      fc.record({
        kind: fc.constant('settle' as const),
        outcome: fc.constantFrom('done', 'ambiguous', 'definite'),
      }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const newKey = keys();
        let intent: MoneyIntent | null = null;
        for (const action of steps) {
          if (action.kind === 'send') {
            const next = intentToSend(intent, action.fingerprint, newKey);
            if (intent?.phase === 'sending') expect(next).toBeNull();
            if (intent?.phase === 'unsure') {
              if (action.fingerprint === intent.fingerprint) expect(next?.key).toBe(intent.key);
              else expect(next).toBeNull();
            }
            if (next) intent = next;
          } else if (intent?.phase === 'sending') {
            intent = intentSettled(intent, action.outcome as 'done' | 'ambiguous' | 'definite');
          }
        }
      }),
    );
  });
});

describe('issue 22 item 6: an unsure withdrawal is found or known absent from the order list', () => {
  const sentAt = Date.parse('2026-11-28T10:00:00Z');
  const unsure: MoneyIntent = {
    key: 'k',
    fingerprint: 'f',
    phase: 'unsure',
    amount: 30,
    sentAt,
    knownBefore: ['w-1', 'w-2'],
  };
  const at = (ms: number) => new Date(sentAt + ms).toISOString();

  it('a new order of the amount is the unsure one', () => {
    const orders = [
      { id: 'w-3', amount: 30, createdAt: at(2000) },
      { id: 'w-1', amount: 30, createdAt: at(-60_000) },
    ];
    expect(reconcileUnsure(unsure, orders)).toEqual({ kind: 'found', id: 'w-3' });
  });

  it('orders listed before, of another amount or made long before the send are not', () => {
    const orders = [
      { id: 'w-1', amount: 30, createdAt: at(1000) },
      { id: 'w-4', amount: 30.01, createdAt: at(1000) },
      { id: 'w-5', amount: 30, createdAt: at(-ORDER_CLOCK_SKEW_MS - 1) },
    ];
    expect(reconcileUnsure(unsure, orders)).toEqual({ kind: 'absent' });
    expect(reconcileUnsure(unsure, [])).toEqual({ kind: 'absent' });
  });

  it('a gateway clock a few minutes behind, or an order without a time, still matches', () => {
    expect(reconcileUnsure(unsure, [{ id: 'w-6', amount: 30, createdAt: at(-5 * 60_000) }]).kind).toBe(
      'found',
    );
    expect(reconcileUnsure(unsure, [{ id: 'w-7', amount: 30 }]).kind).toBe('found');
  });

  it('a cent amount read from the list in floating point still matches', () => {
    expect(reconcileUnsure({ ...unsure, amount: 0.3 }, [{ id: 'w-8', amount: 0.1 + 0.2 }]).kind).toBe(
      'found',
    );
  });

  it.each([
    ['IDEMPOTENCY_KEY_REUSED', 422, true],
    ['IDEMPOTENCY_KEY_REQUIRED', 400, true],
    ['idempotency-conflict', undefined, true],
    ['DUPLICATE_REQUEST', 400, true],
    [undefined, 409, true],
    ['INSUFFICIENT_BALANCE', 422, false],
    [null, 500, false],
  ] as const)('%s (HTTP %s) is an idempotency refusal: %s', (code, status, expected) => {
    expect(isIdempotencyRefusal(code, status)).toBe(expected);
  });
});
