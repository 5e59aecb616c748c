import type { WithdrawalFee } from './model.ts';

/** Money is held in cents to the last step: every sum here rounds to two decimals. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/**
 * Reads what the player typed in an amount field, in either locale's form: `1.234,56` (pt), `1,234.56` (en),
 * `1234,5`, `100`. With both marks the last is the decimal mark; a single mark followed by exactly three digits
 * (`1.000`, `1,000`), or repeated, groups thousands. Gives null for anything else (letters, signs, more than two
 * decimals, misplaced groups).
 */
export function parseAmountInput(text: string): number | null {
  const typed = text.trim().replace(/[\s\u00a0]/g, '');
  if (!/^\d[\d.,]*\d$|^\d$/.test(typed)) return null;
  const decimalAt = Math.max(typed.lastIndexOf(','), typed.lastIndexOf('.'));
  if (decimalAt === -1) return wholeAmount(typed, '');
  const mark = typed[decimalAt] as ',' | '.';
  const other = mark === ',' ? '.' : ',';
  const decimals = typed.slice(decimalAt + 1);
  const marksOfKind = typed.split(mark).length - 1;
  if (!typed.includes(other) && (marksOfKind > 1 || decimals.length === 3)) return wholeAmount(typed, mark);
  if (decimals.length > 2) return null;
  const whole = wholeAmount(typed.slice(0, decimalAt), other);
  return whole === null ? null : roundMoney(whole + Number(`0.${decimals}`));
}

/** Digits grouped by `groupMark` in threes (`1.234.567`), or plain digits. */
function wholeAmount(text: string, groupMark: string): number | null {
  const groups = groupMark === '' ? [text] : text.split(groupMark);
  const [first = '', ...rest] = groups;
  if (!/^\d+$/.test(first) || (rest.length > 0 && first.length > 3)) return null;
  if (rest.some((group) => !/^\d{3}$/.test(group))) return null;
  const digits = groups.join('');
  return digits.length > 12 ? null : Number(digits);
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
