import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_MS, reconnectDelay, SeenMoneyEvents } from './reconnect.ts';

describe('live events: reconnect with exponential backoff and jitter', () => {
  it('the ceiling doubles per attempt up to the cap', () => {
    expect(reconnectDelay(0, 0.999)).toBe(999);
    expect(reconnectDelay(1, 0.999)).toBe(1998);
    expect(reconnectDelay(3, 0.5)).toBe(4000);
    expect(reconnectDelay(20, 0.999)).toBe(Math.floor(0.999 * RECONNECT_MAX_MS));
  });

  it('is jittered: different random draws give different waits', () => {
    expect(reconnectDelay(4, 0.1)).not.toBe(reconnectDelay(4, 0.9));
  });

  it('always waits between 250 ms and the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (attempt, random) => {
          const delay = reconnectDelay(attempt, random);
          expect(delay).toBeGreaterThanOrEqual(250);
          expect(delay).toBeLessThanOrEqual(RECONNECT_MAX_MS);
        },
      ),
    );
  });
});

describe('live events: one toast per transaction for the session', () => {
  it('says yes once per id, again after clear (logout)', () => {
    const seen = new SeenMoneyEvents();
    expect(seen.firstTime('D-1')).toBe(true);
    expect(seen.firstTime('D-1')).toBe(false);
    expect(seen.firstTime('D-2')).toBe(true);
    seen.clear();
    expect(seen.firstTime('D-1')).toBe(true);
  });

  it('is bounded: past its capacity the oldest id is forgotten, the newest still remembered', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 4, maxLength: 40 }), (ids) => {
        const seen = new SeenMoneyEvents(3);
        for (const id of ids) expect(seen.firstTime(id)).toBe(true);
        for (const id of ids.slice(-3)) expect(seen.firstTime(id)).toBe(false);
        expect(seen.firstTime(ids[0] as string)).toBe(true);
      }),
    );
  });
});
