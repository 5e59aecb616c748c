import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_MS, reconnectDelay } from './reconnect.ts';

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
