import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_REFRESH_THROTTLE_MS, FAVOURITE_THROTTLE_MS, SMS_THROTTLE_MS } from '../constants.ts';
import { createThrottleGate, throttleAllows } from './throttle.ts';

describe('§5 Throttles: captcha refresh, SMS button and favourite toggle, 1 per second', () => {
  it.each([
    ['SMS button', SMS_THROTTLE_MS],
    ['captcha refresh', CAPTCHA_REFRESH_THROTTLE_MS],
    ['favourite toggle', FAVOURITE_THROTTLE_MS],
  ])('%s: clicks at 0, 300, 999, 1000, 1500, 2000 ms pass at 0, 1000, 2000', (_name, interval) => {
    const gate = createThrottleGate(interval);
    const passed = [0, 300, 999, 1000, 1500, 2000].filter((at) => gate.tryPass(10_000 + at));
    expect(passed).toEqual([0, 1000, 2000]);
  });

  it('the first call always passes', () => {
    expect(createThrottleGate(1000).tryPass(0)).toBe(true);
  });

  it('reset forgets the last pass', () => {
    const gate = createThrottleGate(1000);
    expect(gate.tryPass(5000)).toBe(true);
    expect(gate.tryPass(5001)).toBe(false);
    gate.reset();
    expect(gate.tryPass(5002)).toBe(true);
  });

  it('a clock that moved back does not block the action', () => {
    const gate = createThrottleGate(1000);
    expect(gate.tryPass(50_000)).toBe(true);
    expect(gate.tryPass(10_000)).toBe(true);
    expect(gate.tryPass(10_500)).toBe(false);
  });

  it('a time that is not a finite number never passes and is not recorded', () => {
    const gate = createThrottleGate(1000);
    expect(gate.tryPass(Number.NaN)).toBe(false);
    expect(gate.tryPass(0)).toBe(true);
    expect(throttleAllows(null, Number.POSITIVE_INFINITY, 1000)).toBe(false);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])(
    'an interval of %s is a programming error',
    (interval) => {
      expect(() => createThrottleGate(interval)).toThrow(RangeError);
    },
  );

  it('over any sorted sequence of timestamps, passes are at least one interval apart (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.array(fc.integer({ min: 0, max: 1e12 }), { maxLength: 200 }),
        (interval, times) => {
          const gate = createThrottleGate(interval);
          const sorted = [...times].sort((a, b) => a - b);
          const passes = sorted.filter((at) => gate.tryPass(at));
          for (let i = 1; i < passes.length; i += 1) {
            expect(passes[i]! - passes[i - 1]!).toBeGreaterThanOrEqual(interval);
          }
          if (sorted.length > 0) expect(passes[0]).toBe(sorted[0]);
        },
      ),
    );
  });

  it('over any sorted sequence, every dropped call falls within an interval of the last pass (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 200 }),
        (interval, times) => {
          const gate = createThrottleGate(interval);
          let lastPass: number | null = null;
          for (const at of [...times].sort((a, b) => a - b)) {
            if (gate.tryPass(at)) lastPass = at;
            else expect(lastPass !== null && at - lastPass < interval).toBe(true);
          }
        },
      ),
    );
  });
});
