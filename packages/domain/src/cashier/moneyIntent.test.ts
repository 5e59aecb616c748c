import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  failureCertainty,
  intentFingerprint,
  intentSettled,
  intentToSend,
  type MoneyIntent,
  mustRecheckBeforeRetry,
  restoredIntent,
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

  it('a retry after a timeout reuses the key, even when the player changed the form, and asks for a re-check first', () => {
    const newKey = keys();
    const sent = intentToSend(null, 'transfer 100', newKey) as MoneyIntent;
    const unsure = intentSettled(sent, failureCertainty('timeout'));
    expect(mustRecheckBeforeRetry(unsure)).toBe(true);
    expect(intentToSend(unsure, 'transfer 200', newKey)?.key).toBe('key-1');
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

  it('whatever happens, at most one key is in flight and an unsure key is never replaced', () => {
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
            if (intent?.phase === 'unsure') expect(next?.key).toBe(intent.key);
            if (next) intent = next;
          } else if (intent?.phase === 'sending') {
            intent = intentSettled(intent, action.outcome as 'done' | 'ambiguous' | 'definite');
          }
        }
      }),
    );
  });
});
