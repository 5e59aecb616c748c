import {
  type DateRange,
  isCalendarDate,
  PERIOD_OFFSETS,
  type PeriodChoice,
  type PeriodOffset,
  RECORD_PERIODS,
  type RecordPeriod,
} from './periods.ts';

/**
 * What a record page is filtered by: a §4 period or a custom range, and the optional type, status and game
 * category. It lives in the page's URL search params, so back, forward, reload and a shared link keep it.
 * Macro-free.
 */
export interface RecordFilter {
  period: PeriodChoice;
  type?: string;
  status?: string;
  gameCategory?: string;
}

export const DEFAULT_PERIOD = {
  kind: 'period',
  period: 'DAILY',
  offset: 'current',
} as const satisfies PeriodChoice;

/** The URL search params a record filter uses (any other param of the page is left alone). */
export const RECORD_FILTER_PARAMS = ['period', 'from', 'to', 'type', 'status', 'category'] as const;

const OPTIONAL_PARAMS = [
  ['type', 'type'],
  ['status', 'status'],
  ['gameCategory', 'category'],
] as const;

/** `period=WEEKLY` (current) or `period=WEEKLY-previous`; a custom range as `from` and `to`. */
export function periodParam(period: RecordPeriod, offset: PeriodOffset): string {
  return offset === 'current' ? period : `${period}-${offset}`;
}

function readPeriod(params: URLSearchParams): PeriodChoice {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null && to !== null && isCalendarDate(from) && isCalendarDate(to))
    return { kind: 'custom', range: { start: from, end: to } };
  const [period, offset = 'current'] = (params.get('period') ?? '').toUpperCase().split('-');
  const known =
    (RECORD_PERIODS as readonly string[]).includes(period ?? '') &&
    (PERIOD_OFFSETS as readonly string[]).includes(offset.toLowerCase());
  return known
    ? { kind: 'period', period: period as RecordPeriod, offset: offset.toLowerCase() as PeriodOffset }
    : DEFAULT_PERIOD;
}

/**
 * The filter a page's search params hold. Unknown or malformed values fall back (the default period: today); a
 * filter value outside `allowed` (when given) is dropped.
 */
export function recordFilterFromParams(
  params: URLSearchParams,
  allowed: { type?: readonly string[]; status?: readonly string[]; gameCategory?: readonly string[] } = {},
): RecordFilter {
  const filter: RecordFilter = { period: readPeriod(params) };
  for (const [key, param] of OPTIONAL_PARAMS) {
    const value = params.get(param)?.trim();
    const choices = allowed[key];
    if (value && (choices === undefined || choices.includes(value))) filter[key] = value;
  }
  return filter;
}

/**
 * `params` with the filter written into it (its own params replaced, the others kept); the default period is
 * left out, so a page without a filter keeps a clean URL.
 */
export function recordFilterToParams(filter: RecordFilter, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of RECORD_FILTER_PARAMS) next.delete(name);
  const { period } = filter;
  if (period.kind === 'custom') {
    next.set('from', period.range.start);
    next.set('to', period.range.end);
  } else if (period.period !== DEFAULT_PERIOD.period || period.offset !== 'current') {
    next.set('period', periodParam(period.period, period.offset));
  }
  for (const [key, param] of OPTIONAL_PARAMS) {
    const value = filter[key];
    if (value) next.set(param, value);
  }
  return next;
}

/** The filter's identity for a query key: the resolved dates and the filters, in a fixed order. */
export function recordFilterKey(filter: RecordFilter, range: DateRange): readonly string[] {
  return [range.start, range.end, filter.type ?? '', filter.status ?? '', filter.gameCategory ?? ''];
}
