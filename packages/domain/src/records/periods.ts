/**
 * §4 Periods (Daily, Weekly, Semimonthly, Monthly) as calendar-date ranges of the platform's time zone, and the
 * custom range a player types. Dates are ISO calendar dates (`2026-11-25`); "today" is computed once from a given
 * instant (`todayIn`), so every rule here is pure and the current and previous periods agree with the gateway's day.
 * Macro-free: the simulated gateway imports it.
 */

/** §4 Periods, in the spec's order. */
export const RECORD_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type RecordPeriod = (typeof RECORD_PERIODS)[number];

/** The period that contains today (up to today) or the whole one before it. */
export const PERIOD_OFFSETS = ['current', 'previous'] as const;
export type PeriodOffset = (typeof PERIOD_OFFSETS)[number];

/**
 * The platform's time zone: the site is Brazilian (BRL, pt-BR), so its days (and the gateway's daily totals) run
 * from midnight in São Paulo. The runtime config may name another (`timeZone`).
 */
export const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';

/** The longest custom range, in days counting both ends (about three months). */
export const MAX_CUSTOM_RANGE_DAYS = 92;

/** An ISO calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

/** Both ends included. */
export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

/**
 * Rolling windows that end today, beside the §4 periods: a list whose rows come a few a week (bets, account
 * movements) opens on the last 7 days rather than on a today that is usually empty (issue 23).
 */
export const RECENT_DAYS = [7, 30] as const;
export type RecentDays = (typeof RECENT_DAYS)[number];

export type PeriodChoice =
  | { kind: 'period'; period: RecordPeriod; offset: PeriodOffset }
  | { kind: 'recent'; days: RecentDays }
  | { kind: 'custom'; range: DateRange };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Civil {
  year: number;
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseCivil(date: string): Civil | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const formatCivil = ({ year, month, day }: Civil): IsoDate => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Days since 1970-01-01 (proleptic Gregorian; H. Hinnant's days_from_civil). */
function dayNumber({ year, month, day }: Civil): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilOfDay(days: number): Civil {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Whether `date` is a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(date: string): boolean {
  return parseCivil(date) !== null;
}

/** `date` moved by `days` (negative: back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const civil = parseCivil(date);
  if (!civil) throw new RangeError(`not a calendar date: ${date}`);
  return formatCivil(civilOfDay(dayNumber(civil) + days));
}

/** Days from `start` to `end` counting both (1 for a single day; 0 or less when `end` is before `start`). */
export function daysInRange({ start, end }: DateRange): number {
  const from = parseCivil(start);
  const to = parseCivil(end);
  if (!from || !to) throw new RangeError(`not a calendar date range: ${start}…${end}`);
  return dayNumber(to) - dayNumber(from) + 1;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date at instant `nowMs` (epoch milliseconds) in `timeZone`. */
export function todayIn(nowMs: number, timeZone: string = PLATFORM_TIME_ZONE): IsoDate {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(nowMs).map((part) => [part.type, part.value]));
  return `${pad(Number(parts.year), 4)}-${parts.month}-${parts.day}`;
}

/** Monday is the first day of a week (ISO 8601), as weekly statements are usually cut. */
function weekStart(today: Civil): number {
  const days = dayNumber(today);
  // 1970-01-01 was a Thursday: (days + 3) mod 7 is 0 on Mondays.
  return days - ((((days + 3) % 7) + 7) % 7);
}

/** The whole period containing `date`. */
function periodAround(period: RecordPeriod, date: Civil): DateRange {
  switch (period) {
    case 'DAILY':
      return { start: formatCivil(date), end: formatCivil(date) };
    case 'WEEKLY': {
      const start = weekStart(date);
      return { start: formatCivil(civilOfDay(start)), end: formatCivil(civilOfDay(start + 6)) };
    }
    case 'SEMIMONTHLY': {
      const firstHalf = date.day <= 15;
      return {
        start: formatCivil({ ...date, day: firstHalf ? 1 : 16 }),
        end: formatCivil({ ...date, day: firstHalf ? 15 : daysInMonth(date.year, date.month) }),
      };
    }
    case 'MONTHLY':
      return {
        start: formatCivil({ ...date, day: 1 }),
        end: formatCivil({ ...date, day: daysInMonth(date.year, date.month) }),
      };
  }
}

/**
 * The dates a §4 period covers, seen on `today`: the current one runs from its first day up to today (never into
 * the future), the previous one is whole (semimonthly: the 1st–15th and the 16th–end of a month).
 */
export function periodRange(period: RecordPeriod, offset: PeriodOffset, today: IsoDate): DateRange {
  const civil = parseCivil(today);
  if (!civil) throw new RangeError(`not a calendar date: ${today}`);
  const current = periodAround(period, civil);
  if (offset === 'current') return { start: current.start, end: today };
  const dayBefore = parseCivil(addDays(current.start, -1)) as Civil;
  return periodAround(period, dayBefore);
}

export type CustomRangeProblem = 'missing' | 'invalid' | 'startAfterEnd' | 'future' | 'tooLong';

/**
 * A typed custom range, checked against `today`: both dates real, start not after end, the end not after today,
 * at most {@link MAX_CUSTOM_RANGE_DAYS} days. Returns the first problem, or null.
 */
export function customRangeProblem(
  range: { start: string; end: string },
  today: IsoDate,
): CustomRangeProblem | null {
  if (range.start.trim() === '' || range.end.trim() === '') return 'missing';
  if (!isCalendarDate(range.start) || !isCalendarDate(range.end)) return 'invalid';
  if (range.start > range.end) return 'startAfterEnd';
  if (range.end > today) return 'future';
  if (daysInRange(range) > MAX_CUSTOM_RANGE_DAYS) return 'tooLong';
  return null;
}

/** The dates a choice covers on `today`. A custom range is taken as it is (check it with `customRangeProblem`). */
export function choiceRange(choice: PeriodChoice, today: IsoDate): DateRange {
  if (choice.kind === 'recent') return { start: addDays(today, 1 - choice.days), end: today };
  return choice.kind === 'custom' ? choice.range : periodRange(choice.period, choice.offset, today);
}
