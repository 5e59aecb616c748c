import type { WithdrawalFee } from './model.ts';

/** Money is held in cents to the last step: every sum here rounds to two decimals. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/**
 * Reads what the player typed in an amount field, in either locale's form: `1.234,56` (pt), `1,234.56` (en),
 * `1234,5`, `100`. Gives null for anything else (letters, two decimal marks, more than two decimals, negatives).
 */
export function parseAmountInput(text: string): number | null {
  const trimmed = text.trim().replace(/\s|\u00a0/g, '');
  if (!/^\d[\d.,]*$/.test(trimmed)) return null;
  const lastComma = trimmed.lastIndexOf(',');
  const lastDot = trimmed.lastIndexOf('.');
  const decimalMark = lastComma > lastDot ? ',' : '.';
  const decimalAt = Math.max(lastComma, lastDot);
  const decimals = decimalAt === -1 ? '' : trimmed.slice(decimalAt + 1);
  // One mark with exactly three digits after it and more than one digit before is a thousands separator
  // (`1.000` in pt, `1,000` in en), never a decimal.
  const isGroupingOnly =
    decimalAt !== -1 &&
    decimals.length === 3 &&
    trimmed.split(decimalMark).length === 2 &&
    !trimmed.includes(decimalMark === ',' ? '.' : ',');
  if (isGroupingOnly) return groupedInteger(trimmed);
  if (decimalAt === -1) return groupedInteger(trimmed);
  if (decimals.length === 0 || decimals.length > 2 || /[.,]/.test(decimals)) return null;
  const whole = groupedInteger(trimmed.slice(0, decimalAt));
  return whole === null ? null : roundMoney(whole + Number(`0.${decimals}`));
}

function groupedInteger(text: string): number | null {
  const digits = text.replace(/[.,]/g, '');
  const groups = text.split(/[.,]/);
  if (groups.length > 1 && (groups[0] === '' || groups.slice(1).some((group) => group.length !== 3)))
    return null;
  if (digits === '' || digits.length > 12) return null;
  return Number(digits);
}

export type AmountProblem = 'required' | 'invalid' | 'belowMinimum' | 'aboveMaximum' | 'aboveBalance';

export interface AmountLimits {
  min: number;
  max: number;
  /** The balance the amount comes out of, when there is one (withdraw, transfer). */
  available?: number;
}

/** Checks an amount against a channel's or a wallet's limits; the balance is checked before the maximum. */
export function amountProblem(amount: number | null, limits: AmountLimits): AmountProblem | null {
  if (amount === null) return 'invalid';
  if (!Number.isFinite(amount) || amount <= 0) return amount === 0 ? 'required' : 'invalid';
  if (roundMoney(amount) !== amount) return 'invalid';
  if (limits.available !== undefined && amount > limits.available) return 'aboveBalance';
  if (amount < limits.min) return 'belowMinimum';
  if (limits.max > 0 && amount > limits.max) return 'aboveMaximum';
  return null;
}

/** The fee on a withdrawal of `amount`, never more than the amount itself. */
export function withdrawalFee(amount: number, fee: WithdrawalFee): number {
  if (!(amount > 0)) return 0;
  const charged = roundMoney(Math.max(0, fee.fixed) + Math.max(0, fee.rate) * amount);
  return Math.min(charged, amount);
}

/** What reaches the player's account after the fee. */
export function amountReceived(amount: number, fee: WithdrawalFee): number {
  return roundMoney(amount - withdrawalFee(amount, fee));
}

/** §4 partly received: what is still owed, never negative. */
export function partialRemainder(expected: number, received: number): number {
  return roundMoney(Math.max(0, expected - Math.max(0, received)));
}
