import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LimitStanding, limitBeyond } from './limits.ts';

const DAY_RESET = Date.UTC(2026, 10, 29, 3);
const WEEK_RESET = Date.UTC(2026, 10, 30, 3);

describe('issue 26 items 2 and 6: a deposit or a launch beyond a limit already read', () => {
  const daily: LimitStanding = { kind: 'deposit', period: 'day', amount: 100, used: 60, resetsAt: DAY_RESET };
  const weekly: LimitStanding = {
    kind: 'deposit',
    period: 'week',
    amount: 500,
    used: 480,
    resetsAt: WEEK_RESET,
  };

  it('a deposit within what is left of every limit passes', () => {
    expect(limitBeyond([daily, weekly], 'deposit', 20)).toBeNull();
  });

  it('a deposit above what is left is refused by the limit with the least left, with its amount and reset', () => {
    expect(limitBeyond([daily, weekly], 'deposit', 30)).toEqual({
      kind: 'deposit',
      period: 'week',
      amount: 500,
      remaining: 20,
      resetsAt: WEEK_RESET,
    });
    expect(limitBeyond([daily], 'deposit', 40.01)).toMatchObject({ period: 'day', remaining: 40 });
  });

  it('a launch (nothing more) is refused only once a limit is used up; a tie goes to the later reset', () => {
    const loss = (period: 'day' | 'week', used: number, resetsAt: number): LimitStanding => ({
      kind: 'loss',
      period,
      amount: 50,
      used,
      resetsAt,
    });
    expect(limitBeyond([loss('day', 49.99, DAY_RESET)], 'loss', 0)).toBeNull();
    expect(limitBeyond([loss('day', 50, DAY_RESET), loss('week', 80, WEEK_RESET)], 'loss', 0)).toMatchObject({
      period: 'week',
      remaining: 0,
      resetsAt: WEEK_RESET,
    });
  });

  it('other kinds, limits not set and unknown use do not bind; an unknown reset stays unknown', () => {
    expect(limitBeyond([{ kind: 'stake', period: 'day', amount: 1 }], 'deposit', 1000)).toBeNull();
    expect(limitBeyond([{ kind: 'deposit', period: 'day', amount: null }], 'deposit', 1000)).toBeNull();
    expect(limitBeyond([{ kind: 'deposit', period: 'month', amount: 10 }], 'deposit', 11)).toEqual({
      kind: 'deposit',
      period: 'month',
      amount: 10,
      remaining: 10,
    });
  });

  it('property: refused exactly when the amount passes what is left of some limit of the kind', () => {
    const standing = fc.record({
      kind: fc.constantFrom('deposit' as const, 'loss' as const),
      period: fc.constantFrom('day' as const, 'week' as const, 'month' as const),
      amount: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
      used: fc.integer({ min: 0, max: 12_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(standing, { maxLength: 6 }),
        fc.integer({ min: 0, max: 12_000 }),
        (standings, more) => {
          const lefts = standings
            .filter((s) => s.kind === 'deposit' && s.amount !== null)
            .map((s) => Math.max(0, (s.amount as number) - s.used));
          const refusal = limitBeyond(standings, 'deposit', more);
          expect(refusal !== null).toBe(lefts.some((left) => left === 0 || more > left));
          if (refusal) expect(refusal.remaining).toBe(Math.min(...lefts));
        },
      ),
    );
  });
});
