import type { BetTotals, BonusTotals, TransactionTotals } from './model.ts';

// The totals of a filtered range, in cents so that thousands of rows add up without drift. The gateway sends its
// own totals for the whole range; these are what the simulated gateway answers and what a client can check.

const cents = (amount: number) => Math.round(amount * 100);

/** Per key, the sum of the rows' amounts (rounded to the cent). */
export function sumAmounts<Key extends string>(
  rows: readonly Readonly<Record<Key, number>>[],
  keys: readonly Key[],
): Record<Key, number> {
  const sums = Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
  for (const row of rows) for (const key of keys) sums[key] += cents(row[key]);
  for (const key of keys) sums[key] /= 100;
  return sums;
}

export function betTotals(rows: readonly BetTotals[]): BetTotals {
  return sumAmounts(rows, ['betAmount', 'validBet', 'payout', 'profit']);
}

/** Money in (positive amounts) and out (negative, as a negative sum), successful movements only. */
export function transactionTotals(rows: readonly { amount: number; status: string }[]): TransactionTotals {
  let moneyIn = 0;
  let moneyOut = 0;
  for (const { amount, status } of rows) {
    if (status !== 'SUCCESS') continue;
    if (amount >= 0) moneyIn += cents(amount);
    else moneyOut += cents(amount);
  }
  return { moneyIn: moneyIn / 100, moneyOut: moneyOut / 100 };
}

/** Issued bonuses only (pending and rejected ones paid nothing). */
export function bonusTotals(rows: readonly { amount: number; status: string }[]): BonusTotals {
  return {
    amount: sumAmounts(
      rows.filter((row) => row.status === 'ISSUED'),
      ['amount'],
    ).amount,
  };
}
