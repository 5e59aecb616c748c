import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PERIOD, type RecordFilter, recordFilterFromParams, recordFilterToParams } from './filter.ts';
import { addDays, PERIOD_OFFSETS, RECORD_PERIODS } from './periods.ts';

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
      fc.record({ kind: fc.constant('custom' as const), range: fc.record({ start: anyDate, end: anyDate }) }),
    );
    const value = fc.option(fc.stringMatching(/^[A-Z_]{1,12}$/), { nil: undefined });
    fc.assert(
      fc.property(period, value, value, value, (choice, type, status, gameCategory) => {
        const filter: RecordFilter = { period: choice };
        if (type) filter.type = type;
        if (status) filter.status = status;
        if (gameCategory) filter.gameCategory = gameCategory;
        expect(recordFilterFromParams(recordFilterToParams(filter))).toEqual(filter);
      }),
    );
  });
});
