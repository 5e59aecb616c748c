import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { benchmarkIndexOf, calibratedSlowdown } from './perfCalibration.mjs';

// Issue 28 item 4: `npm run perf` slows the CPU by 4 × benchmarkIndex / 1,600, never below 4.
describe('calibratedSlowdown', () => {
  it('stands for a machine of index 1,600 at 4x: faster machines are slowed more', () => {
    expect(calibratedSlowdown(1600)).toBe(4);
    expect(calibratedSlowdown(3200)).toBe(8);
    expect(calibratedSlowdown(2000)).toBe(5);
  });

  it('never slows less than 4x, whatever the index (a slower machine, or no index)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (index) => {
        expect(calibratedSlowdown(index)).toBeGreaterThanOrEqual(4);
      }),
    );
    expect(calibratedSlowdown(800)).toBe(4);
    expect(calibratedSlowdown(Number.NaN)).toBe(4);
  });

  it('grows with the index', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (a, b) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        expect(calibratedSlowdown(low)).toBeLessThanOrEqual(calibratedSlowdown(high));
      }),
    );
  });
});

describe('benchmarkIndexOf', () => {
  it('reads the index a Lighthouse report carries, NaN without one', () => {
    expect(benchmarkIndexOf({ environment: { benchmarkIndex: 1606.5 } })).toBe(1606.5);
    expect(benchmarkIndexOf({})).toBeNaN();
  });
});
