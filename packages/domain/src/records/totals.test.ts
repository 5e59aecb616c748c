import { describe, expect, it } from 'vitest';
import { betTotals, bonusTotals, transactionTotals } from './totals.ts';

describe('record totals', () => {
  it('adds to the cent without drift', () => {
    const rows = Array.from({ length: 1000 }, () => ({
      betAmount: 0.1,
      validBet: 0.1,
      payout: 0.2,
      profit: 0.1,
    }));
    expect(betTotals(rows)).toEqual({ betAmount: 100, validBet: 100, payout: 200, profit: 100 });
  });

  it('counts successful movements in and out apart', () => {
    expect(
      transactionTotals([
        { amount: 100, status: 'SUCCESS' },
        { amount: -30.5, status: 'SUCCESS' },
        { amount: 999, status: 'FAILED' },
      ]),
    ).toEqual({ moneyIn: 100, moneyOut: -30.5 });
  });

  it('adds issued bonuses only', () => {
    expect(
      bonusTotals([
        { amount: 10, status: 'ISSUED' },
        { amount: 5, status: 'PENDING' },
      ]),
    ).toEqual({ amount: 10 });
  });
});
