import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  choiceRange,
  customRangeProblem,
  daysInRange,
  isCalendarDate,
  MAX_CUSTOM_RANGE_DAYS,
  PERIOD_OFFSETS,
  periodRange,
  RECORD_PERIODS,
  todayIn,
} from './periods.ts';

// Any day from 1990 to 2099, as an ISO date.
const anyDate = fc.integer({ min: 7305, max: 47482 }).map((days) => addDays('1970-01-01', days));

describe('§4 Periods as date ranges', () => {
  it.each([
    ['DAILY', 'current', '2026-11-25', '2026-11-25', '2026-11-25'],
    ['DAILY', 'previous', '2026-11-25', '2026-11-24', '2026-11-24'],
    ['WEEKLY', 'current', '2026-11-25', '2026-11-23', '2026-11-25'],
    ['WEEKLY', 'previous', '2026-11-25', '2026-11-16', '2026-11-22'],
    ['WEEKLY', 'previous', '2026-11-23', '2026-11-16', '2026-11-22'],
    ['WEEKLY', 'current', '2026-11-29', '2026-11-23', '2026-11-29'],
    ['SEMIMONTHLY', 'current', '2026-11-25', '2026-11-16', '2026-11-25'],
    ['SEMIMONTHLY', 'previous', '2026-11-25', '2026-11-01', '2026-11-15'],
    ['SEMIMONTHLY', 'current', '2026-11-15', '2026-11-01', '2026-11-15'],
    ['SEMIMONTHLY', 'previous', '2026-11-10', '2026-10-16', '2026-10-31'],
    ['SEMIMONTHLY', 'previous', '2028-03-03', '2028-02-16', '2028-02-29'],
    ['MONTHLY', 'current', '2026-11-25', '2026-11-01', '2026-11-25'],
    ['MONTHLY', 'previous', '2026-11-25', '2026-10-01', '2026-10-31'],
    ['MONTHLY', 'previous', '2026-01-05', '2025-12-01', '2025-12-31'],
    ['MONTHLY', 'previous', '2026-03-31', '2026-02-01', '2026-02-28'],
  ] as const)('%s %s on %s is %s…%s', (period, offset, today, start, end) => {
    expect(periodRange(period, offset, today)).toEqual({ start, end });
  });

  it('the current period ends today and contains it; the previous one ends the day before it starts', () => {
    fc.assert(
      fc.property(anyDate, fc.constantFrom(...RECORD_PERIODS), (today, period) => {
        const current = periodRange(period, 'current', today);
        const previous = periodRange(period, 'previous', today);
        expect(current.end).toBe(today);
        expect(current.start <= today).toBe(true);
        expect(addDays(previous.end, 1)).toBe(current.start);
        expect(previous.start <= previous.end).toBe(true);
      }),
    );
  });

  it('lengths: a day, a Monday-to-Sunday week, the 1st–15th or 16th–end, a whole month', () => {
    fc.assert(
      fc.property(anyDate, (today) => {
        expect(daysInRange(periodRange('DAILY', 'previous', today))).toBe(1);
        const week = periodRange('WEEKLY', 'previous', today);
        expect(daysInRange(week)).toBe(7);
        expect(todayIn(Date.parse(`${week.start}T12:00:00Z`), 'UTC')).toBe(week.start);
        expect(new Date(`${week.start}T00:00:00Z`).getUTCDay()).toBe(1);
        const half = periodRange('SEMIMONTHLY', 'previous', today);
        expect(['01', '16']).toContain(half.start.slice(8));
        expect(half.start.slice(0, 7)).toBe(half.end.slice(0, 7));
        expect(half.start.slice(8) === '01' ? half.end.slice(8) : addDays(half.end, 1).slice(8)).toBe(
          half.start.slice(8) === '01' ? '15' : '01',
        );
        const month = periodRange('MONTHLY', 'previous', today);
        expect(month.start.slice(8)).toBe('01');
        expect(isCalendarDate(addDays(month.end, 1))).toBe(true);
        expect(addDays(month.end, 1).slice(8)).toBe('01');
      }),
    );
  });

  it('every offset gives a range inside the calendar', () => {
    fc.assert(
      fc.property(
        anyDate,
        fc.constantFrom(...RECORD_PERIODS),
        fc.constantFrom(...PERIOD_OFFSETS),
        (today, p, o) => {
          const range = periodRange(p, o, today);
          expect(isCalendarDate(range.start) && isCalendarDate(range.end)).toBe(true);
        },
      ),
    );
  });

  it('addDays agrees with the platform calendar', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -1000, max: 1000 }), (date, days) => {
        const expected = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000)
          .toISOString()
          .slice(0, 10);
        expect(addDays(date, days)).toBe(expected);
      }),
    );
  });
});

describe('today in the platform time zone', () => {
  it('is São Paulo’s date, three hours behind UTC', () => {
    expect(todayIn(Date.parse('2026-11-26T02:30:00Z'))).toBe('2026-11-25');
    expect(todayIn(Date.parse('2026-11-26T03:30:00Z'))).toBe('2026-11-26');
    expect(todayIn(Date.parse('2026-11-26T02:30:00Z'), 'UTC')).toBe('2026-11-26');
  });
});

describe('custom range', () => {
  const today = '2026-11-25';
  it.each([
    [{ start: '', end: '2026-11-20' }, 'missing'],
    [{ start: '2026-02-30', end: '2026-03-01' }, 'invalid'],
    [{ start: '2026-11-21', end: '2026-11-20' }, 'startAfterEnd'],
    [{ start: '2026-11-20', end: '2026-11-26' }, 'future'],
    [{ start: '2026-08-01', end: '2026-11-20' }, 'tooLong'],
    [{ start: '2026-11-20', end: '2026-11-20' }, null],
    [{ start: '2026-08-26', end: '2026-11-25' }, null],
  ] as const)('%o → %s', (range, problem) => {
    expect(customRangeProblem(range, today)).toBe(problem);
  });

  it('accepts exactly the ranges in order, not in the future and at most the maximum span', () => {
    fc.assert(
      fc.property(anyDate, anyDate, anyDate, (a, b, now) => {
        const range = { start: a, end: b };
        const accepted = customRangeProblem(range, now) === null;
        expect(accepted).toBe(a <= b && b <= now && daysInRange(range) <= MAX_CUSTOM_RANGE_DAYS);
        if (accepted) expect(choiceRange({ kind: 'custom', range }, now)).toEqual(range);
      }),
    );
  });
});
