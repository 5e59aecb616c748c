import {
  type DateRange,
  isCalendarDate,
  PERIOD_OFFSETS,
  type PeriodChoice,
  type PeriodOffset,
  RECENT_DAYS,
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

/** A period or rolling choice, as a page's lists open on it (a custom range is typed, never a default). */
export type OpeningPeriod = Exclude<PeriodChoice, { kind: 'custom' }>;

/**
 * What each list opens on: the shortest period that fits how often its rows come, so that it rarely opens empty
 * (issue 23). Bets and account movements come a few a week; a dividend settles twice a month; hourly and real-time
 * salaries every hour.
 */
export const OPENING_PERIODS = {
  lastWeek: { kind: 'recent', days: 7 },
  semimonthly: { kind: 'period', period: 'SEMIMONTHLY', offset: 'current' },
  today: DEFAULT_PERIOD,
} as const satisfies Record<string, OpeningPeriod>;

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

/** A period's or a rolling window's `period` param: `WEEKLY`, `DAILY-previous`, `LAST7`. */
export function openingPeriodParam(choice: OpeningPeriod): string {
  return choice.kind === 'recent' ? `LAST${choice.days}` : periodParam(choice.period, choice.offset);
}

/** The choice a `period` param names, or null. */
export function openingPeriodOf(param: string): OpeningPeriod | null {
  const word = param.trim().toUpperCase();
  const recent = RECENT_DAYS.find((days) => word === `LAST${days}`);
  if (recent !== undefined) return { kind: 'recent', days: recent };
  const [period, offset = 'current'] = word.split('-');
  const known =
    (RECORD_PERIODS as readonly string[]).includes(period ?? '') &&
    (PERIOD_OFFSETS as readonly string[]).includes(offset.toLowerCase());
  return known
    ? { kind: 'period', period: period as RecordPeriod, offset: offset.toLowerCase() as PeriodOffset }
    : null;
}

function readPeriod(params: URLSearchParams, opening: OpeningPeriod): PeriodChoice {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null && to !== null && isCalendarDate(from) && isCalendarDate(to))
    return { kind: 'custom', range: { start: from, end: to } };
  return openingPeriodOf(params.get('period') ?? '') ?? opening;
}

/**
 * The filter a page's search params hold. Unknown or malformed values fall back (the period: the page's opening
 * one, today unless it says); a filter value outside `allowed` (when given) is dropped.
 */
export function recordFilterFromParams(
  params: URLSearchParams,
  allowed: { type?: readonly string[]; status?: readonly string[]; gameCategory?: readonly string[] } = {},
  opening: OpeningPeriod = DEFAULT_PERIOD,
): RecordFilter {
  const filter: RecordFilter = { period: readPeriod(params, opening) };
  for (const [key, param] of OPTIONAL_PARAMS) {
    const value = params.get(param)?.trim();
    const choices = allowed[key];
    if (value && (choices === undefined || choices.includes(value))) filter[key] = value;
  }
  return filter;
}

/**
 * `params` with the filter written into it (its own params replaced, the others kept); the page's opening period
 * is left out, so a page without a filter keeps a clean URL.
 */
export function recordFilterToParams(
  filter: RecordFilter,
  params = new URLSearchParams(),
  opening: OpeningPeriod = DEFAULT_PERIOD,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of RECORD_FILTER_PARAMS) next.delete(name);
  const { period } = filter;
  if (period.kind === 'custom') {
    next.set('from', period.range.start);
    next.set('to', period.range.end);
  } else if (openingPeriodParam(period) !== openingPeriodParam(opening)) {
    next.set('period', openingPeriodParam(period));
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
