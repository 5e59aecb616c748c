import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysInRange } from '../records/periods.ts';
import { figureChange, previousRange } from './team.ts';

describe('§2 agentTeamOverview, §4 Periods: the comparison period', () => {
  it.each([
    [
      { start: '2026-11-01', end: '2026-11-30' },
      { start: '2026-10-02', end: '2026-10-31' },
    ],
    [
      { start: '2026-11-25', end: '2026-11-25' },
      { start: '2026-11-24', end: '2026-11-24' },
    ],
    [
      { start: '2026-03-01', end: '2026-03-15' },
      { start: '2026-02-14', end: '2026-02-28' },
    ],
  ])('before %j comes %j', (range, expected) => {
    expect(previousRange(range)).toEqual(expected);
  });

  it('is as long as the range and ends the day before it starts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 1, max: 92 }), (offset, length) => {
        const start = addDays('2000-01-01', offset);
        const range = { start, end: addDays(start, length - 1) };
        const previous = previousRange(range);
        expect(daysInRange(previous)).toBe(length);
        expect(addDays(previous.end, 1)).toBe(range.start);
      }),
    );
  });
});

describe('§2 agentTeamOverview: the change against the previous period', () => {
  it.each([
    [120, 100, { direction: 'up', percent: 20 }],
    [80, 100, { direction: 'down', percent: 20 }],
    [100, 100, { direction: 'same', percent: 0 }],
    [5, 0, { direction: 'up', percent: null }],
    [0, 0, { direction: 'same', percent: 0 }],
    [-50, -100, { direction: 'up', percent: 50 }],
    [1, 3, { direction: 'down', percent: 66.7 }],
  ])('%d against %d', (current, previous, expected) => {
    expect(figureChange(current, previous)).toEqual(expected);
  });

  it('goes up exactly when the figure grew, and never gives a negative percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e8, max: 1e8 }), fc.integer({ min: -1e8, max: 1e8 }), (a, b) => {
        const change = figureChange(a / 100, b / 100);
        expect(change.direction === 'up').toBe(a > b);
        expect(change.direction === 'same').toBe(a === b);
        if (change.percent !== null) expect(change.percent).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
