import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  amountReceived,
  parseAmountInput,
  partialRemainder,
  roundMoney,
  withdrawalFee,
} from './amounts.ts';

describe('amount input in either locale', () => {
  it.each([
    ['100', 100],
    ['100,5', 100.5],
    ['100,50', 100.5],
    ['100.50', 100.5],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1.000', 1000],
    ['1,000', 1000],
    ['1.000.000', 1_000_000],
    [' 50 ', 50],
    ['0,01', 0.01],
    ['10,123', 10_123],
  ])('%j reads as %d', (typed, amount) => {
    expect(parseAmountInput(typed)).toBe(amount);
  });

  it.each([
    '',
    'abc',
    '-5',
    '10,1234',
    '1,2,3',
    '1234.567,5',
    '1.2.3,4',
    '1e5',
    '10,',
    ',5',
    '1..0',
    'R$ 10',
    '12,34,56',
  ])('%j is not an amount', (typed) => {
    expect(parseAmountInput(typed)).toBeNull();
  });

  it('reads back any amount formatted in pt or en', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999_99 }),
        fc.constantFrom('pt-BR', 'en'),
        (cents, locale) => {
          const amount = cents / 100;
          const typed = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(amount);
          expect(parseAmountInput(typed)).toBe(amount);
        },
      ),
    );
  });
});

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
