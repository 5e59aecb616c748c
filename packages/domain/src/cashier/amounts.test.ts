import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../locale/formats.ts';
import { LANGUAGES } from '../locale/languages.ts';
import {
  amountProblem,
  amountReceived,
  leftToday,
  parseAmount,
  partialRemainder,
  roundMoney,
  typedAmount,
  withdrawableSplit,
  withdrawalFee,
} from './amounts.ts';

const TAGS = LANGUAGES.map((language) => language.tag);

// Spec §5 amounts (two decimals), issue 22: money is read exactly as the player's language writes it, or refused.
describe("an amount as the page's language writes it", () => {
  it.each([
    ['pt-BR', '1.234,56', 1234.56],
    ['pt-BR', '1234,56', 1234.56],
    ['pt-BR', '1.500', 1500],
    ['pt-BR', '1,5', 1.5],
    ['pt-BR', 'R$ 100,00', 100],
    ['pt-BR', 'R$100', 100],
    ['pt-BR', '100,00 BRL', 100],
    ['pt-BR', ' 50 ', 50],
    ['pt-BR', '0,01', 0.01],
    ['pt-BR', ',5', 0.5],
    ['en', '1,234.56', 1234.56],
    ['en', '1,500', 1500],
    ['en', '0.99', 0.99],
    ['en', '$1,000', 1000],
    ['hi', '12,34,567.50', 1234567.5],
    ['pt-PT', '1 234,56', 1234.56],
    ['ru', '1\u00a0234,56', 1234.56],
    ['fa', '۱٬۲۳۴٫۵۶', 1234.56],
    ['fa', '۱۲۳', 123],
    ['ar', '١٢٣٫٤٥', 123.45],
    ['ar', '١٬٠٠٠', 1000],
    ['ar', '\u200f1,234.50 R$', 1234.5],
  ])('%s: %j is %d', (locale, typed, amount) => {
    expect(parseAmount(typed, locale)).toEqual({ ok: true, amount });
  });

  it.each([
    ['pt-BR', '0,999', 'tooManyDecimals'],
    ['pt-BR', '10,555', 'tooManyDecimals'],
    ['en', '1.500', 'tooManyDecimals'],
    ['en', '0.999', 'tooManyDecimals'],
    ['pt-BR', '10.5', 'ambiguous'],
    ['pt-BR', '1.23,4', 'ambiguous'],
    ['pt-BR', '1,234.56', 'ambiguous'],
    ['en', '10,5', 'ambiguous'],
    ['en', '1.234,56', 'ambiguous'],
    ['pt-BR', '1,2,3', 'ambiguous'],
    ['pt-BR', '1..0', 'ambiguous'],
    ['pt-BR', '', 'empty'],
    ['pt-BR', '   ', 'empty'],
    ['pt-BR', '-5', 'negative'],
    ['pt-BR', 'R$ -5,00', 'negative'],
    ['pt-BR', 'abc', 'invalid'],
    ['pt-BR', '1e5', 'invalid'],
    ['pt-BR', '10 00', 'invalid'],
    ['pt-BR', '99999999999999', 'tooLarge'],
  ] as const)('%s: %j is refused (%s)', (locale, typed, problem) => {
    expect(parseAmount(typed, locale)).toEqual({ ok: false, problem });
  });

  const cents = fc.integer({ min: 1, max: 100_000_000_000 });

  it('reads back any amount as each of the 26 languages prints it: plain, grouped, as money', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...TAGS), fc.boolean(), (value, tag, grouped) => {
        const amount = value / 100;
        const plain = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, useGrouping: grouped }).format(
          amount,
        );
        expect(typedAmount(plain, tag)).toBe(amount);
        expect(typedAmount(formatMoney(amount, { currency: 'BRL', locale: tag }), tag)).toBe(amount);
      }),
    );
  });

  it('never reads an amount other than the one the language would print for what was typed', () => {
    const marks = fc.constantFrom('0', '1', '5', '9', '.', ',', ' ', '٫', '٬', '٣', '۷', 'R$', '-');
    const typedText = fc.array(marks, { minLength: 1, maxLength: 12 }).map((pieces) => pieces.join(''));
    const digitsOf = (text: string) =>
      [...text]
        .map((char) => (/\p{Nd}/u.test(char) ? String(Number.parseInt(char, 10) || digitValue(char)) : ''))
        .join('');
    fc.assert(
      fc.property(typedText, fc.constantFrom(...TAGS), (typed, tag) => {
        const amount = typedAmount(typed, tag);
        if (amount === null) return;
        // The digits typed, leading zeros and missing cents aside, are the digits of the amount as printed.
        const printed = new Intl.NumberFormat(`${tag}-u-nu-latn`, {
          minimumFractionDigits: 2,
          useGrouping: false,
        }).format(amount);
        // What the language prints for that amount reads back as the same amount.
        expect(
          parseAmount(new Intl.NumberFormat(tag, { minimumFractionDigits: 2 }).format(amount), tag),
        ).toEqual({
          ok: true,
          amount,
        });
        const typedDigits = digitsOf(typed);
        const decimalsTyped =
          /[.,٫]\p{Nd}{1,2}$/u.exec(typed.replace(/[^\p{Nd}.,٫٬]+$/u, ''))?.[0].length ?? 0;
        const padded = typedDigits + '0'.repeat(decimalsTyped === 0 ? 2 : 3 - decimalsTyped);
        expect(padded.replace(/^0+/, '')).toBe(digitsOf(printed).replace(/^0+/, ''));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses three or more decimals in every language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }),
        fc.integer({ min: 3, max: 6 }),
        fc.constantFrom(...TAGS),
        (whole, places, tag) => {
          const decimal = new Intl.NumberFormat(tag)
            .formatToParts(1.5)
            .find((part) => part.type === 'decimal')!.value;
          expect(parseAmount(`${whole}${decimal}${'7'.repeat(places)}`, tag)).toEqual({
            ok: false,
            problem: 'tooManyDecimals',
          });
        },
      ),
    );
  });
});

function digitValue(char: string): number {
  const code = char.codePointAt(0)!;
  for (const zero of [0x660, 0x6f0]) if (code >= zero && code <= zero + 9) return code - zero;
  return Number(char);
}

describe('amount limits', () => {
  const limits = { min: 20, max: 50_000, available: 300 };

  it.each([
    [null, 'invalid'],
    [0, 'required'],
    [-1, 'invalid'],
    [10.005, 'invalid'],
    [10, 'belowMinimum'],
    [300.01, 'aboveBalance'],
    [20, null],
    [300, null],
  ] as const)('%s → %s', (amount, problem) => {
    expect(amountProblem(amount, limits)).toBe(problem);
  });

  it('checks the maximum when there is no balance to come out of (deposit)', () => {
    expect(amountProblem(50_000.01, { min: 20, max: 50_000 })).toBe('aboveMaximum');
    expect(amountProblem(50_000, { min: 20, max: 50_000 })).toBeNull();
  });

  it('accepts exactly the amounts within every limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (cents, min, max, availableCents) => {
          const amount = cents / 100;
          const available = availableCents / 100;
          const ok = amount >= min && amount <= max && amount <= available;
          expect(amountProblem(amount, { min, max, available }) === null).toBe(ok);
        },
      ),
    );
  });
});

describe('what is left of the day (issue 23 item 4)', () => {
  it('is known only with the limit and what was used, and never below zero', () => {
    expect(leftToday(undefined)).toBeUndefined();
    expect(leftToday({ limit: 1_000 })).toBeUndefined();
    expect(leftToday({ used: 10 })).toBeUndefined();
    expect(leftToday({ limit: 1_000, used: 999.99 })).toBe(0.01);
    expect(leftToday({ limit: 1_000, used: 1_500 })).toBe(0);
  });

  it('refuses exactly the amounts above what is left, whatever else the limits allow', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        (cents, limitCents, usedCents) => {
          const amount = cents / 100;
          const left = leftToday({ limit: limitCents / 100, used: usedCents / 100 }) ?? Number.NaN;
          const problem = amountProblem(amount, { min: 0.01, max: 0, leftToday: left });
          expect(problem === 'aboveLeftToday').toBe(amount > left);
          expect(problem === null).toBe(amount <= left);
        },
      ),
    );
  });
});

describe('withdrawable and held (issue 23 item 4)', () => {
  it('splits the balance only where the gateway tells them apart', () => {
    expect(withdrawableSplit(100, 100, undefined)).toBeUndefined();
    expect(withdrawableSplit(100, 80, undefined)).toEqual({ amount: 80 });
    expect(withdrawableSplit(100, 85.5, { amount: 14.5, wagerLeft: 287.6 })).toEqual({
      amount: 85.5,
      held: { amount: 14.5, wagerLeft: 287.6 },
    });
  });
});

describe('withdrawal fee and remainder', () => {
  it('charges the fixed part plus the rate, rounded to cents', () => {
    expect(withdrawalFee(100, { fixed: 2, rate: 0.01 })).toBe(3);
    expect(withdrawalFee(333.33, { fixed: 0, rate: 0.015 })).toBe(5);
    expect(amountReceived(100, { fixed: 2, rate: 0.01 })).toBe(97);
  });

  it('never charges more than the amount, and what arrives plus the fee is the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_00 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 100 }),
        (cents, fixed, ratePercent) => {
          const amount = cents / 100;
          const fee = withdrawalFee(amount, { fixed, rate: ratePercent / 100 });
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(fee).toBeLessThanOrEqual(amount);
          expect(roundMoney(amountReceived(amount, { fixed, rate: ratePercent / 100 }) + fee)).toBe(amount);
        },
      ),
    );
  });

  it('§4 partly received: the remainder is what is still owed, never negative', () => {
    expect(partialRemainder(500, 320.5)).toBe(179.5);
    expect(partialRemainder(500, 600)).toBe(0);
  });
});
