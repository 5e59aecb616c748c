import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERIOD,
  OPENING_PERIODS,
  type OpeningPeriod,
  type RecordFilter,
  recordFilterFromParams,
  recordFilterToParams,
} from './filter.ts';
import { addDays, choiceRange, PERIOD_OFFSETS, RECENT_DAYS, RECORD_PERIODS } from './periods.ts';

describe('record filter in the URL', () => {
  it('keeps a clean URL for the default filter and other params untouched', () => {
    const params = recordFilterToParams(
      { period: DEFAULT_PERIOD },
      new URLSearchParams('tab=1&period=MONTHLY'),
    );
    expect(params.toString()).toBe('tab=1');
  });

  it('writes a period, a custom range and the filters', () => {
    expect(
      recordFilterToParams({
        period: { kind: 'period', period: 'WEEKLY', offset: 'previous' },
        gameCategory: 'LIVE',
      }).toString(),
    ).toBe('period=WEEKLY-previous&category=LIVE');
    expect(
      recordFilterToParams({
        period: { kind: 'custom', range: { start: '2026-11-01', end: '2026-11-20' } },
      }).toString(),
    ).toBe('from=2026-11-01&to=2026-11-20');
  });

  it('falls back on unknown or malformed values and drops filters outside the allowed ones', () => {
    expect(recordFilterFromParams(new URLSearchParams('period=YEARLY&from=2026-13-01&to=x'))).toEqual({
      period: DEFAULT_PERIOD,
    });
    expect(
      recordFilterFromParams(new URLSearchParams('status=HACKED&type=BONUS'), { status: ['SUCCESS'] }),
    ).toEqual({
      period: DEFAULT_PERIOD,
      type: 'BONUS',
    });
  });

  it('reads back every filter it writes', () => {
    const anyDate = fc.integer({ min: 7305, max: 47482 }).map((days) => addDays('1970-01-01', days));
    const period = fc.oneof(
      fc.record({
        kind: fc.constant('period' as const),
        period: fc.constantFrom(...RECORD_PERIODS),
        offset: fc.constantFrom(...PERIOD_OFFSETS),
      }),
      fc.record({ kind: fc.constant('recent' as const), days: fc.constantFrom(...RECENT_DAYS) }),
      fc.record({ kind: fc.constant('custom' as const), range: fc.record({ start: anyDate, end: anyDate }) }),
    );
    const opening = fc.constantFrom<OpeningPeriod>(...Object.values(OPENING_PERIODS));
    const value = fc.option(fc.stringMatching(/^[A-Z_]{1,12}$/), { nil: undefined });
    fc.assert(
      fc.property(period, opening, value, value, value, (choice, opens, type, status, gameCategory) => {
        const filter: RecordFilter = { period: choice };
        if (type) filter.type = type;
        if (status) filter.status = status;
        if (gameCategory) filter.gameCategory = gameCategory;
        expect(recordFilterFromParams(recordFilterToParams(filter, undefined, opens), {}, opens)).toEqual(
          filter,
        );
      }),
    );
  });
});

// Issue 23: a list opens on the shortest period that fits how often its rows come, not on a "today" that is
// usually empty; the period it opens on keeps the URL clean, any other is written.
describe('the period a list opens on', () => {
  const lastWeek = OPENING_PERIODS.lastWeek;

  it('shows the opening period when the URL names none, and a named one over it', () => {
    expect(recordFilterFromParams(new URLSearchParams(), {}, lastWeek).period).toEqual(lastWeek);
    expect(recordFilterFromParams(new URLSearchParams('period=YEARLY'), {}, lastWeek).period).toEqual(
      lastWeek,
    );
    expect(recordFilterFromParams(new URLSearchParams('period=DAILY'), {}, lastWeek).period).toEqual(
      DEFAULT_PERIOD,
    );
    expect(recordFilterFromParams(new URLSearchParams('period=last30')).period).toEqual({
      kind: 'recent',
      days: 30,
    });
  });

  it('leaves the opening period out of the URL and writes today where it is not the opening one', () => {
    expect(recordFilterToParams({ period: lastWeek }, undefined, lastWeek).toString()).toBe('');
    expect(recordFilterToParams({ period: DEFAULT_PERIOD }, undefined, lastWeek).toString()).toBe(
      'period=DAILY',
    );
    expect(recordFilterToParams({ period: lastWeek }).toString()).toBe('period=LAST7');
  });

  it('covers the last 7 days up to today, both ends included, across a month and a year', () => {
    expect(choiceRange(lastWeek, '2026-11-28')).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(choiceRange(lastWeek, '2027-01-03')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
    expect(choiceRange({ kind: 'recent', days: 30 }, '2026-03-01')).toEqual({
      start: '2026-01-31',
      end: '2026-03-01',
    });
  });

  it('opens a dividend record on its semimonthly period: the current half of the month', () => {
    expect(choiceRange(OPENING_PERIODS.semimonthly, '2026-11-28')).toEqual({
      start: '2026-11-16',
      end: '2026-11-28',
    });
  });
});
