import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY, formatMoney, moneyCurrency } from './formats.ts';
import { getLanguage, LANGUAGES } from './languages.ts';

const NBSP = '\u00a0';
const LRI = '\u2066';
const PDI = '\u2069';

/** The separator a locale puts before the cents, and between thousands, read from Intl itself. */
function separators(locale: string) {
  const parts = new Intl.NumberFormat(locale, { useGrouping: 'always' }).formatToParts(1234567.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')!.value,
    group: parts.find((part) => part.type === 'group')!.value,
  };
}

/** The decimal separator of a formatted amount: what stands between the last integer digit and the cents. */
function decimalOf(text: string): string | undefined {
  return /\p{Nd}([^\p{Nd}]+)\p{Nd}{2}[^\p{Nd}]*$/u.exec(text)?.[1];
}

/** What separates the digit groups of the integer part. */
function groupsOf(text: string): Set<string> {
  const digits = text.replace(/^[^\p{Nd}]+|[^\p{Nd}]+$/gu, '');
  const integer = digits.replace(/[^\p{Nd}]+\p{Nd}{2}$/u, '');
  return new Set(integer.match(/[^\p{Nd}]+/gu) ?? []);
}

const cents = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((value) => value / 100);

/** Every §1 language whose texts come from another language's catalog, with that catalog's locale. */
const borrowed = LANGUAGES.filter((language) => !language.tag.startsWith(language.catalog)).map(
  (language) => [language.code, language.tag, language.catalog] as const,
);

describe("§1 formatMoney: money follows the player's chosen language, one format everywhere", () => {
  it.each([
    ['pt-BR', `R$${NBSP}248.247,90`],
    ['en', 'R$248,247.90'],
    ['es', `248.247,90${NBSP}R$`],
    ['ru', `248${NBSP}247,90${NBSP}R$`],
    ['tr', 'R$248.247,90'],
  ])('%s writes %s', (locale, expected) => {
    expect(formatMoney(248247.9, { currency: 'BRL', locale })).toBe(expected);
  });

  it('the default page (pt-BR) writes the header and the point mall alike: R$ before, dot thousands, comma cents', () => {
    const locale = getLanguage('PT-BR').tag;
    expect(formatMoney(1523.75, { currency: 'BRL', locale })).toBe(`R$${NBSP}1.523,75`);
    expect(formatMoney(2000, { currency: 'BRL', locale })).toBe(`R$${NBSP}2.000,00`);
  });

  it('writes no sign for an amount that rounds to zero (issue 23: "-R$ 0,00"), and one for a real loss', () => {
    const locale = getLanguage('PT-BR').tag;
    for (const amount of [-0, -0.001, -0.004, 0])
      expect(formatMoney(amount, { currency: 'BRL', locale })).toBe(`R$${NBSP}0,00`);
    expect(formatMoney(-0.01, { currency: 'BRL', locale })).toBe(`-R$${NBSP}0,01`);
    expect(formatMoney(-0, { currency: 'BRL', locale: 'en' })).toBe('R$0.00');
  });

  it('never writes a negative zero in any language ("-R$ 0,00", "R$ -0.00"), and always signs a loss of a cent or more', () => {
    const minus = /[-\u2212\u2012\u2013]/u;
    const tags = LANGUAGES.map((language) => language.tag);
    fc.assert(
      fc.property(
        fc.double({ min: -0.0049, max: 0.0049, noNaN: true }),
        fc.constantFrom(...tags),
        (amount, locale) => {
          const text = formatMoney(amount, { currency: 'BRL', locale });
          expect(text).not.toMatch(minus);
          expect(text).toBe(formatMoney(0, { currency: 'BRL', locale }));
        },
      ),
    );
    fc.assert(
      fc.property(cents(-1_000_000, -0.01), fc.constantFrom(...tags), (amount, locale) => {
        expect(formatMoney(amount, { currency: 'BRL', locale })).toMatch(minus);
      }),
    );
  });

  it.each(borrowed)(
    "%s (%s, texts from the %s catalog): any amount has its own separators, never the catalog's",
    (_code, tag, catalog) => {
      const own = separators(tag);
      const fallback = separators(catalog);
      fc.assert(
        fc.property(cents(1_000_000, 999_999_999), fc.boolean(), (magnitude, negative) => {
          const text = formatMoney(negative ? -magnitude : magnitude, { currency: 'BRL', locale: tag });
          expect(text).toContain('R$');
          expect(decimalOf(text)).toBe(own.decimal);
          if (own.decimal !== fallback.decimal) expect(decimalOf(text)).not.toBe(fallback.decimal);
          expect(groupsOf(text)).toEqual(new Set([own.group]));
          if (own.group !== fallback.group) expect(groupsOf(text)).not.toContain(fallback.group);
        }),
        { numRuns: 50 },
      );
    },
  );

  it("Spanish, Russian and Turkish never get the English catalog's R$248,247.90", () => {
    fc.assert(
      fc.property(cents(1_000_000, 999_999_999), fc.constantFrom('es', 'ru', 'tr'), (amount, locale) => {
        const text = formatMoney(amount, { currency: 'BRL', locale });
        expect(text).not.toBe(formatMoney(amount, { currency: 'BRL', locale: 'en' }));
        expect(decimalOf(text)).toBe(',');
      }),
    );
  });

  it('in Arabic, Farsi and Urdu the Latin symbol is isolated left-to-right, so R$ never reads $R', () => {
    for (const language of LANGUAGES.filter((entry) => entry.dir === 'rtl')) {
      fc.assert(
        fc.property(cents(0, 999_999_999), (amount) => {
          const text = formatMoney(amount, { currency: 'BRL', locale: language.tag });
          expect(text).toContain(`${LRI}R$${PDI}`);
          expect(text.replaceAll(LRI, '').replaceAll(PDI, '')).toBe(
            new Intl.NumberFormat(language.tag, {
              style: 'currency',
              currency: 'BRL',
              currencyDisplay: 'narrowSymbol',
            }).format(amount),
          );
        }),
        { numRuns: 30 },
      );
    }
  });

  it('left-to-right languages get no bidi controls', () => {
    for (const language of LANGUAGES.filter((entry) => entry.dir === 'ltr')) {
      expect(formatMoney(-1234.5, { currency: 'BRL', locale: language.tag })).not.toMatch(/[\u2066-\u2069]/);
    }
  });

  it("a symbol without a code keeps the locale's pattern", () => {
    expect(formatMoney(1523.75, { currency: '$', locale: 'pt-BR' })).toBe(`$${NBSP}1.523,75`);
    expect(formatMoney(1523.75, { currency: '$', locale: 'es' })).toBe(`1523,75${NBSP}$`);
  });

  it('an amount that is not a number shows a dash, never NaN', () => {
    expect(formatMoney(Number.NaN, { currency: 'BRL', locale: 'pt-BR' })).toBe('—');
    expect(formatMoney(Number.POSITIVE_INFINITY, { currency: 'BRL', locale: 'en' })).toBe('—');
  });
});

describe('§3 currencySymbol → the currency money is shown in', () => {
  it.each([
    ['BRL', 'BRL'],
    ['brl', 'BRL'],
    [' USD ', 'USD'],
    ['R$', 'BRL'],
    ['€', 'EUR'],
    ['₫', 'VND'],
    ['RM', 'MYR'],
    ['$', '$'],
    ['ABC', 'ABC'],
  ])('%j reads as %j', (symbol, currency) => {
    expect(moneyCurrency(symbol)).toBe(currency);
  });

  it('none falls back to the configured currency, BRL by default', () => {
    expect(moneyCurrency(undefined)).toBe(DEFAULT_CURRENCY);
    expect(moneyCurrency(null)).toBe('BRL');
    expect(moneyCurrency('  ')).toBe('BRL');
    expect(moneyCurrency(undefined, 'USD')).toBe('USD');
  });

  it('a currency ICU prints without cents still shows the cents the wallet holds', () => {
    expect(formatMoney(12.5, { currency: moneyCurrency('JPY'), locale: 'pt-BR' })).toMatch(/12,50/);
    expect(formatMoney(0, { currency: moneyCurrency('all'), locale: 'pt-BR' })).toMatch(/0,00/);
  });

  it('whatever it reads, formatMoney can show it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), cents(0, 1_000_000), (symbol, amount) => {
        const text = formatMoney(amount, { currency: moneyCurrency(symbol), locale: 'pt-BR' });
        expect(text).toMatch(/\d,\d{2}/);
      }),
    );
  });
});
