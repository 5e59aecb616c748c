import type { DailyAllowance, HeldBalance, WithdrawalFee } from './model.ts';

/** Money is held in cents to the last step: every sum here rounds to two decimals. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Why a typed amount could not be read. */
export type AmountReadProblem =
  | 'empty'
  | 'negative'
  | 'tooManyDecimals'
  | 'ambiguous'
  | 'tooLarge'
  | 'invalid';

export type AmountReading = { ok: true; amount: number } | { ok: false; problem: AmountReadProblem };

/** The largest amount a field reads: far above any limit, below where a double loses cents. */
export const MAX_TYPED_AMOUNT = 1_000_000_000_000;

/** The zeros of the decimal digit sets a player may type in (ASCII, Arabic-Indic, Persian, Devanagari, Bengali, Tamil, Thai, Lao, Myanmar, Khmer, full width). */
const DIGIT_ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xbe6, 0xe50, 0xed0, 0x1040, 0x17e0, 0xff10];
const BIDI_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const SPACES = /[\s\u00a0\u202f\u2009]/;
const CURRENCY_AT_START = /^(?:\p{L}{1,3}\s*\p{Sc}|\p{Sc}|[A-Za-z]{3}(?=[\s\d\p{Nd}]))\s*/u;
const CURRENCY_AT_END = /\s*(?:\p{L}{1,3}\s*\p{Sc}|\p{Sc}|(?<=[\s\d\p{Nd}])[A-Za-z]{3})$/u;

/** The digit 0–9 a character stands for in any of those sets, or null. */
export function asciiDigit(char: string): string | null {
  const code = char.codePointAt(0) ?? 0;
  for (const zero of DIGIT_ZEROS) if (code >= zero && code <= zero + 9) return String(code - zero);
  return null;
}

interface LocaleMarks {
  decimals: ReadonlySet<string>;
  groups: ReadonlySet<string>;
  /** The group mark is a space (pt-PT, ru): spaces inside the number group digits. */
  spaceGroups: boolean;
  /** The marks of the other convention ('.' where ',' is the decimal mark): typed, they make the amount ambiguous. */
  foreign: ReadonlySet<string>;
  grouping: Intl.NumberFormat;
}

const marksCache = new Map<string, LocaleMarks>();

function marksOf(locale: string): LocaleMarks {
  const cached = marksCache.get(locale);
  if (cached) return cached;
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  // The Arabic separators and their ASCII look-alikes stand for each other: a player in an Arabic or Persian page
  // types either.
  const decimals = new Set([decimal, ...(decimal === '.' || decimal === '\u066b' ? ['.', '\u066b'] : [])]);
  const spaceGroups = SPACES.test(group);
  const groups = new Set(
    spaceGroups ? [] : [group, ...(group === ',' || group === '\u066c' ? [',', '\u066c'] : [])],
  );
  const foreign = new Set(
    ['.', ',', '\u066b', '\u066c'].filter((mark) => !decimals.has(mark) && !groups.has(mark)),
  );
  const grouping = new Intl.NumberFormat(`${locale}-u-nu-latn`, {
    useGrouping: 'always',
    maximumFractionDigits: 0,
  });
  const marks = { decimals, groups, spaceGroups, foreign, grouping };
  marksCache.set(locale, marks);
  return marks;
}

/** Digits grouped the way `locale` groups them (`1.234.567`, Indian `12,34,567`), or plain digits. */
function readWhole(text: string, marks: LocaleMarks): string | null {
  if (/^\d*$/.test(text)) return text;
  if (!/^\d+(?:G\d+)+$/.test(text)) return null;
  const digits = text.replaceAll('G', '');
  if (digits.length > 13) return digits;
  const printed = marks.grouping
    .formatToParts(Number(digits))
    .map((part) => (part.type === 'group' ? 'G' : part.value))
    .join('');
  return printed === text ? digits : null;
}

/**
 * Reads an amount exactly as the player's language writes it (spec §5: money in two decimals), or says why not;
 * never guesses. `locale` is the page's BCP-47 tag: its decimal and group marks decide (`1.234,56` in pt-BR,
 * `1,234.56` in en, `12,34,567.50` in hi); a currency symbol or code before or after (`R$ 100,00`, `100 BRL`),
 * spaces and the locale's own digits (Arabic-Indic, Persian...) are understood. More than two decimals, a mark of
 * the other convention that the locale cannot read as its own (`10.5` in pt-BR, `0,999` in en), a misplaced group
 * or a sign are refused.
 */
export function parseAmount(text: string, locale: string): AmountReading {
  const marks = marksOf(locale);
  let typed = text.replace(BIDI_MARKS, '').trim();
  if (typed === '') return { ok: false, problem: 'empty' };
  if (/^[-\u2212(]|[-\u2212)]$/.test(typed)) return { ok: false, problem: 'negative' };
  typed = typed.replace(CURRENCY_AT_START, '').replace(CURRENCY_AT_END, '').trim();
  let shape = '';
  let foreignMark = false;
  for (const char of typed) {
    const digit = asciiDigit(char);
    if (digit !== null) shape += digit;
    else if (marks.decimals.has(char)) shape += 'D';
    else if (marks.groups.has(char) || (marks.spaceGroups && SPACES.test(char))) shape += 'G';
    else if (marks.foreign.has(char)) {
      foreignMark = true;
      shape += 'F';
    } else if (/[-\u2212]/.test(char)) return { ok: false, problem: 'negative' };
    else return { ok: false, problem: 'invalid' };
  }
  if (foreignMark) return { ok: false, problem: 'ambiguous' };
  const [wholeText = '', decimalsText, ...more] = shape.split('D');
  if (more.length > 0 || decimalsText?.includes('G')) return { ok: false, problem: 'ambiguous' };
  const whole = readWhole(wholeText, marks);
  if (whole === null) return { ok: false, problem: 'ambiguous' };
  const decimals = decimalsText ?? '';
  if (whole === '' && decimals === '') return { ok: false, problem: 'invalid' };
  if (decimals.length > 2) return { ok: false, problem: 'tooManyDecimals' };
  if (whole.replace(/^0+/, '').length > 13) return { ok: false, problem: 'tooLarge' };
  const amount = Number(`${whole || '0'}.${decimals || '0'}`);
  if (amount > MAX_TYPED_AMOUNT) return { ok: false, problem: 'tooLarge' };
  return { ok: true, amount };
}

/** An amount written as `locale` writes it (`1.234,56`), for the messages that show how to type one. */
export function amountExample(locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1234.56);
}

/** The amount typed, or null when {@link parseAmount} refuses it. */
export function typedAmount(text: string, locale: string): number | null {
  const reading = parseAmount(text, locale);
  return reading.ok ? reading.amount : null;
}

export type AmountProblem =
  | 'required'
  | 'invalid'
  | 'belowMinimum'
  | 'aboveMaximum'
  | 'aboveBalance'
  | 'aboveLeftToday';

export interface AmountLimits {
  min: number;
  max: number;
  /** The balance the amount comes out of, when there is one (withdraw, transfer). */
  available?: number;
  /** What the day's limit still allows, when the gateway gives the limit and what was used today (issue 23 item 4). */
  leftToday?: number;
}

/** What is left of the day's limit (never below zero), or undefined unless the gateway gives the limit and the use. */
export function leftToday(daily: DailyAllowance | undefined): number | undefined {
  if (daily?.limit === undefined || daily.used === undefined) return undefined;
  return roundMoney(Math.max(0, daily.limit - daily.used));
}

/**
 * Checks an amount against a channel's or a wallet's limits; the balance, then what is left today, are checked before
 * the minimum and the maximum.
 */
export function amountProblem(amount: number | null, limits: AmountLimits): AmountProblem | null {
  if (amount === null) return 'invalid';
  if (!Number.isFinite(amount) || amount <= 0) return amount === 0 ? 'required' : 'invalid';
  if (roundMoney(amount) !== amount) return 'invalid';
  if (limits.available !== undefined && amount > limits.available) return 'aboveBalance';
  if (limits.leftToday !== undefined && amount > limits.leftToday) return 'aboveLeftToday';
  if (amount < limits.min) return 'belowMinimum';
  if (limits.max > 0 && amount > limits.max) return 'aboveMaximum';
  return null;
}

/**
 * The main balance split into what can be withdrawn now and what a bonus rollover holds (issue 23 item 4), or
 * undefined when the gateway tells nothing apart from the balance (nothing held, the whole balance withdrawable).
 */
export function withdrawableSplit(
  balance: number,
  withdrawable: number,
  held: HeldBalance | undefined,
): { amount: number; held?: HeldBalance } | undefined {
  if (held) return { amount: withdrawable, held };
  return withdrawable < balance ? { amount: withdrawable } : undefined;
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
