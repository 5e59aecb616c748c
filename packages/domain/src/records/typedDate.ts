import { asciiDigit } from '../cashier/amounts.ts';
import { type IsoDate, isCalendarDate } from './periods.ts';

// Issue 23 defect 10: a custom range typed and shown in the page language's date format, never the browser's
// (an <input type="date"> showed 11/28/2026 on a Portuguese page). Always the Gregorian calendar with four-digit
// years; written with Latin digits, read in any of the digit sets a player may type.

export type DatePart = 'day' | 'month' | 'year';

export interface TypedDatePattern {
  /** The order the language writes a date's parts in (pt: day, month, year; en: month, day, year). */
  order: readonly [DatePart, DatePart, DatePart];
  /** What goes between the parts (pt and en: '/'; de: '.'; ko: '. '). */
  separator: string;
  /** What follows the last part (ko: '.'), usually nothing. */
  ending: string;
}

const BIDI_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const patterns = new Map<string, TypedDatePattern>();

function partsFormatter(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
    calendar: 'gregory',
    numberingSystem: 'latn',
  });
}

/** How `locale` writes a calendar date, from Intl's own pattern for it. */
export function typedDatePattern(locale: string): TypedDatePattern {
  const known = patterns.get(locale);
  if (known) return known;
  const parts = partsFormatter(locale).formatToParts(Date.UTC(2026, 10, 28));
  const order = parts.flatMap((part) =>
    part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : [],
  );
  const literals = parts
    .filter((part) => part.type === 'literal')
    .map((part) => part.value.replace(BIDI_MARKS, ''));
  const pattern: TypedDatePattern = {
    order: order.length === 3 ? (order as [DatePart, DatePart, DatePart]) : ['year', 'month', 'day'],
    separator: literals[0] || '/',
    ending: parts.at(-1)?.type === 'literal' ? (literals.at(-1) ?? '') : '',
  };
  patterns.set(locale, pattern);
  return pattern;
}

/** The pattern written with the given letters for each part: 'dd/mm/aaaa'. */
export function typedDatePlaceholder(locale: string, letters: Readonly<Record<DatePart, string>>): string {
  const { order, separator, ending } = typedDatePattern(locale);
  return order.map((part) => letters[part]).join(separator) + ending;
}

/** A calendar date as `locale` writes it, with two-digit day and month and a four-digit year: '28/11/2026'. */
export function formatTypedDate(date: IsoDate, locale: string): string {
  const [year, month, day] = date.split('-');
  const values: Record<DatePart, string> = { year: year ?? '', month: month ?? '', day: day ?? '' };
  const { order, separator, ending } = typedDatePattern(locale);
  return order.map((part) => values[part]).join(separator) + ending;
}

/**
 * The calendar date a player typed in `locale`'s order, or null. Strict, never a guess: three groups of digits
 * (day and month of one or two, the year of four) in the language's order, apart by '/', '.', '-' or spaces; the
 * date must exist (31/02 is refused). Digits of any script are read; bidi marks and outer spaces are ignored.
 */
export function readTypedDate(text: string, locale: string): IsoDate | null {
  const plain = [...text.replace(BIDI_MARKS, '').trim()].map((char) => asciiDigit(char) ?? char).join('');
  const match = /^(\d{1,4})(?:\s*[./-]\s*|\s+)(\d{1,4})(?:\s*[./-]\s*|\s+)(\d{1,4})\.?$/.exec(plain);
  if (!match) return null;
  const { order } = typedDatePattern(locale);
  const values = Object.fromEntries(order.map((part, index) => [part, match[index + 1] ?? ''])) as Record<
    DatePart,
    string
  >;
  if (values.year.length !== 4 || values.month.length > 2 || values.day.length > 2) return null;
  const date = `${values.year}-${values.month.padStart(2, '0')}-${values.day.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}
