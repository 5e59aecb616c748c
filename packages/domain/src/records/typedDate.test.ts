import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate } from './periods.ts';
import { formatTypedDate, readTypedDate, typedDatePattern, typedDatePlaceholder } from './typedDate.ts';

// Any day from 1990 to 2099, as an ISO date.
const anyDate = fc.integer({ min: 7305, max: 47482 }).map((days) => addDays('1970-01-01', days));
const LOCALES = ['pt', 'pt-BR', 'en', 'ar', 'fa', 'ur', 'de', 'ja', 'ko', 'zh-CN', 'hi', 'bn', 'my'] as const;
const LETTERS = { day: 'dd', month: 'mm', year: 'aaaa' } as const;

describe('issue 23 defect 10: a custom range date typed in the page language, not the browser’s', () => {
  it.each([
    ['pt', '28/11/2026', 'dd/mm/aaaa'],
    ['en', '11/28/2026', 'mm/dd/aaaa'],
    ['ar', '28/11/2026', 'dd/mm/aaaa'],
    ['fa', '2026/11/28', 'aaaa/mm/dd'],
    ['de', '28.11.2026', 'dd.mm.aaaa'],
    ['ko', '2026. 11. 28.', 'aaaa. mm. dd.'],
  ])('%s writes 2026-11-28 as %s (pattern %s)', (locale, written, placeholder) => {
    expect(formatTypedDate('2026-11-28', locale)).toBe(written);
    expect(typedDatePlaceholder(locale, LETTERS)).toBe(placeholder);
    expect(readTypedDate(written, locale)).toBe('2026-11-28');
  });

  it('Farsi is written in the Gregorian calendar, not the Persian one', () => {
    expect(typedDatePattern('fa').order).toEqual(['year', 'month', 'day']);
    expect(formatTypedDate('2026-03-05', 'fa')).toBe('2026/03/05');
  });

  it('format then read gives the same day, in every language', () => {
    fc.assert(
      fc.property(anyDate, fc.constantFrom(...LOCALES), (date, locale) => {
        expect(readTypedDate(formatTypedDate(date, locale), locale)).toBe(date);
      }),
    );
  });

  it.each([
    ['pt', '5/3/2026', '2026-03-05'],
    ['pt', ' 05-03-2026 ', '2026-03-05'],
    ['pt', '05.03.2026', '2026-03-05'],
    ['en', '3/5/2026', '2026-03-05'],
    ['ar', '٠٥/٠٣/٢٠٢٦', '2026-03-05'],
    ['ar', '05\u200f/03\u200f/2026', '2026-03-05'],
    ['fa', '۲۰۲۶/۰۳/۰۵', '2026-03-05'],
    ['pt', '29/02/2028', '2028-02-29'],
  ])('%s reads %j as %s', (locale, typed, date) => {
    expect(readTypedDate(typed, locale)).toBe(date);
  });

  it.each([
    ['pt', '31/02/2026', 'a day the month does not have'],
    ['pt', '29/02/2026', 'not a leap year'],
    ['pt', '13/13/2026', 'no month 13'],
    ['pt', '28/11/26', 'a two-digit year is never guessed'],
    ['pt', '2026-11-28', 'the year first, against the language’s order'],
    ['en', '28/11/2026', 'the day first in English (no month 28)'],
    ['pt', '28112026', 'no separators'],
    ['pt', '28/11', 'no year'],
    ['pt', '28/11/2026/1', 'a fourth part'],
    ['pt', '28 de novembro de 2026', 'words'],
    ['pt', '', 'nothing'],
    ['pt', '001/11/2026', 'a three-digit day'],
  ])('%s refuses %j (%s)', (locale, typed) => {
    expect(readTypedDate(typed, locale)).toBeNull();
  });

  it('any three numbers typed in the language’s order read as that day exactly when the day exists', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 1990, max: 2099 }),
        fc.constantFrom(...LOCALES),
        (day, month, year, locale) => {
          const values = { day: String(day), month: String(month), year: String(year) };
          const typed = typedDatePattern(locale)
            .order.map((part) => values[part])
            .join('/');
          const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(readTypedDate(typed, locale)).toBe(isCalendarDate(date) ? date : null);
        },
      ),
    );
  });
});
