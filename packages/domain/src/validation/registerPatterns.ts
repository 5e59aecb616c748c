import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import {
  alphanumericMessage,
  alphanumericWithUppercaseMessage,
  anyPatternMessage,
  chineseAndDigitsMessage,
  chineseAndPunctuationMessage,
  customPatternMessage,
  datePatternMessage,
  digitsOnlyMessage,
  emailPatternMessage,
  koreanOnlyMessage,
  lettersAndDigitsMessage,
  lettersAndSpacesMessage,
  lettersDigitsSymbolsMessage,
  letterThenAlphanumericMessage,
  noSpacesMessage,
  thaiOnlyMessage,
  thaiOrEnglishWithSpacesMessage,
  uppercaseAndSpacesMessage,
} from './patternMessages.ts';

/**
 * Spec §5 "Pattern messages": the register settings (GET /wps/system/setting/register) carry, per field,
 * `acceptedPattern`, `minLength`, `maxLength` and `patternId`. This module turns one such rule into a
 * validator with the variant's message, (min) and (max) substituted.
 *
 * Decisions (the spec shows neither the server's regex dialect nor its pattern ids):
 * - `patternId` is the 1-based position of the variant in the spec §5 list ('1' first character a letter …
 *   '16' letters, digits, symbols); the variant's name is accepted too. A rule with no known id is still
 *   recognised when its `acceptedPattern` is exactly a variant's canonical source ({@link PATTERN_VARIANTS}).
 * - The variant gives the message; the server's `acceptedPattern` decides what passes, as a full match
 *   (Java `String.matches` semantics: the source is wrapped in `^(?:…)$`). `*`, an empty or a missing pattern
 *   means any characters (only the lengths are checked).
 * - Lengths are checked first, in code points, before any regex runs; at most {@link MAX_RULE_LENGTH}
 *   characters whatever the server says, so a 10,000-character input is refused without touching a regex.
 * - A server pattern that does not compile (`invalid-pattern`), or that could backtrack catastrophically
 *   (`unsafe-pattern`: backreferences, a repeated group that itself repeats or alternates, too many
 *   repetitions in one sequence), is never run. Then the variant's built-in matcher is used when the variant is
 *   known; otherwise the rule falls back to lengths only. The field is not blocked: the server validates the
 *   register call again, and a typo in the back office must not stop every registration. `problem` tells the
 *   app so it can report it.
 */

/** The pattern variants of spec §5, in the order of the spec's list (patternId = position, from 1). */
export const PATTERN_VARIANT_IDS = [
  'letterThenAlphanumeric',
  'chineseAndDigits',
  'email',
  'alphanumeric',
  'lettersAndDigits',
  'digitsOnly',
  'alphanumericWithUppercase',
  'lettersAndSpaces',
  'noSpaces',
  'chineseAndPunctuation',
  'date',
  'koreanOnly',
  'thaiOnly',
  'thaiOrEnglishWithSpaces',
  'uppercaseAndSpaces',
  'lettersDigitsSymbols',
] as const;
export type PatternVariantId = (typeof PATTERN_VARIANT_IDS)[number];

/** Absolute ceiling on a register field's length, whatever `maxLength` the server sends. */
export const MAX_RULE_LENGTH = 256;
/** A server pattern longer than this is not compiled. */
export const MAX_PATTERN_SOURCE_LENGTH = 512;

export interface PatternVariant {
  id: PatternVariantId;
  /** The spec §5 list position, as the server's `patternId`. */
  patternId: string;
  /** Canonical JavaScript regex source (what the simulated gateway serves). */
  source: string;
  /** Built-in matcher, reviewed for linear-time matching; used when the server's pattern is unusable. */
  matcher: RegExp;
  /** An extra check beyond the character set (the date variant checks the calendar). */
  refine?: (value: string) => boolean;
  message: (min: number, max: number) => MessageDescriptor;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A calendar date (year 1–9999), or null. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** §5 date variant: `yyyy-MM-dd` or `MM-dd-yyyy`, a real calendar day (2001-02-29 is not). */
export function parseRegisterDate(text: string): CalendarDate | null {
  if (typeof text !== 'string' || text.length !== 10) return null;
  let parts: [string, string, string] | null = null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) parts = [iso[1]!, iso[2]!, iso[3]!];
  else {
    const us = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
    if (us) parts = [us[3]!, us[1]!, us[2]!];
  }
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** `yyyy-MM-dd` of a calendar date. */
export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

export const PATTERN_VARIANTS: Readonly<Record<PatternVariantId, PatternVariant>> = {
  letterThenAlphanumeric: {
    id: 'letterThenAlphanumeric',
    patternId: '1',
    source: '^[A-Za-z][A-Za-z0-9]*$',
    matcher: /^[A-Za-z][A-Za-z0-9]*$/,
    message: letterThenAlphanumericMessage,
  },
  chineseAndDigits: {
    id: 'chineseAndDigits',
    patternId: '2',
    source: '^[\\p{Script=Han}0-9]+$',
    matcher: /^[\p{Script=Han}0-9]+$/u,
    message: chineseAndDigitsMessage,
  },
  email: {
    id: 'email',
    patternId: '3',
    source: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+$',
    // The dots separate the labels, so the repeated group cannot backtrack over itself.
    matcher: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/,
    message: emailPatternMessage,
  },
  alphanumeric: {
    id: 'alphanumeric',
    patternId: '4',
    source: '^[A-Za-z0-9]+$',
    matcher: /^[A-Za-z0-9]+$/,
    message: alphanumericMessage,
  },
  lettersAndDigits: {
    id: 'lettersAndDigits',
    patternId: '5',
    source: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
    matcher: /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/,
    message: lettersAndDigitsMessage,
  },
  digitsOnly: {
    id: 'digitsOnly',
    patternId: '6',
    source: '^[0-9]+$',
    matcher: /^[0-9]+$/,
    message: digitsOnlyMessage,
  },
  alphanumericWithUppercase: {
    id: 'alphanumericWithUppercase',
    patternId: '7',
    source: '^(?=.*[A-Z])[A-Za-z0-9]+$',
    matcher: /^(?=.*[A-Z])[A-Za-z0-9]+$/,
    message: alphanumericWithUppercaseMessage,
  },
  lettersAndSpaces: {
    id: 'lettersAndSpaces',
    patternId: '8',
    source: '^(?=.*[A-Za-z])[A-Za-z ]+$',
    matcher: /^(?=.*[A-Za-z])[A-Za-z ]+$/,
    message: lettersAndSpacesMessage,
  },
  noSpaces: {
    id: 'noSpaces',
    patternId: '9',
    source: '^\\S+$',
    matcher: /^\S+$/u,
    message: noSpacesMessage,
  },
  chineseAndPunctuation: {
    id: 'chineseAndPunctuation',
    patternId: '10',
    source: '^[\\p{Script=Han}\\p{P}]+$',
    matcher: /^[\p{Script=Han}\p{P}]+$/u,
    message: chineseAndPunctuationMessage,
  },
  date: {
    id: 'date',
    patternId: '11',
    source: '^(?:\\d{4}-\\d{2}-\\d{2}|\\d{2}-\\d{2}-\\d{4})$',
    matcher: /^(?:\d{4}-\d{2}-\d{2}|\d{2}-\d{2}-\d{4})$/,
    refine: (value) => parseRegisterDate(value) !== null,
    message: () => datePatternMessage,
  },
  koreanOnly: {
    id: 'koreanOnly',
    patternId: '12',
    source: '^\\p{Script=Hangul}+$',
    matcher: /^\p{Script=Hangul}+$/u,
    message: koreanOnlyMessage,
  },
  thaiOnly: {
    id: 'thaiOnly',
    patternId: '13',
    source: '^\\p{Script=Thai}+$',
    matcher: /^\p{Script=Thai}+$/u,
    message: thaiOnlyMessage,
  },
  thaiOrEnglishWithSpaces: {
    id: 'thaiOrEnglishWithSpaces',
    patternId: '14',
    source: '^(?=.*[\\p{Script=Thai}A-Za-z])[\\p{Script=Thai}A-Za-z ]+$',
    matcher: /^(?=.*[\p{Script=Thai}A-Za-z])[\p{Script=Thai}A-Za-z ]+$/u,
    message: thaiOrEnglishWithSpacesMessage,
  },
  uppercaseAndSpaces: {
    id: 'uppercaseAndSpaces',
    patternId: '15',
    source: '^(?=.*[A-Z])[A-Z ]+$',
    matcher: /^(?=.*[A-Z])[A-Z ]+$/,
    message: uppercaseAndSpacesMessage,
  },
  lettersDigitsSymbols: {
    id: 'lettersDigitsSymbols',
    patternId: '16',
    // Printable ASCII without the space: letters, digits and symbols, in any mix.
    source: '^[!-~]+$',
    matcher: /^[!-~]+$/,
    message: lettersDigitsSymbolsMessage,
  },
};

/** A register validation rule as the gateway sends it (§3 Permission info), every part optional. */
export interface RegisterRuleInput {
  acceptedPattern?: string | null;
  minLength?: number | string | null;
  maxLength?: number | string | null;
  patternId?: string | number | null;
}

export type PatternProblem = 'invalid-pattern' | 'unsafe-pattern';

export interface CompiledRegisterRule {
  /** The recognised variant; 'any' for `*`/no pattern; 'custom' for a server pattern of no known variant. */
  readonly variant: PatternVariantId | 'any' | 'custom';
  readonly minLength: number;
  readonly maxLength: number;
  /** What decides the characters: the server's regex, the variant's built-in matcher, or nothing (lengths). */
  readonly matcher: 'server' | 'builtin' | 'none';
  /** Set when the server's pattern was not used (see the module notes). */
  readonly problem?: PatternProblem;
  /** The message shown when {@link CompiledRegisterRule.test} fails. */
  readonly message: MessageDescriptor;
  /** True when the value satisfies the lengths and the pattern. Never throws, never runs a regex on a value over the lengths. */
  test(value: string): boolean;
}

export interface CompileRuleOptions {
  /**
   * The message for a pattern of no known variant (e.g. 'Account format is incorrect' for the username);
   * default 'Please enter (min) - (max) characters in the required format'.
   */
  fallbackMessage?: MessageDescriptor | ((min: number, max: number) => MessageDescriptor);
}

function toInteger(raw: number | string | null | undefined): number | undefined {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : undefined;
  if (typeof raw === 'string' && /^\s*\d{1,6}\s*$/.test(raw)) return Number(raw);
  return undefined;
}

/**
 * The lengths of a rule: min defaults to 1 and max to {@link MAX_RULE_LENGTH} (also the ceiling);
 * a min above the max is read as the two swapped.
 */
export function ruleLengths(rule: Pick<RegisterRuleInput, 'minLength' | 'maxLength'> | undefined): {
  minLength: number;
  maxLength: number;
} {
  const rawMin = toInteger(rule?.minLength);
  const rawMax = toInteger(rule?.maxLength);
  let minLength = rawMin !== undefined && rawMin >= 0 ? Math.min(rawMin, MAX_RULE_LENGTH) : 1;
  let maxLength = rawMax !== undefined && rawMax >= 1 ? Math.min(rawMax, MAX_RULE_LENGTH) : MAX_RULE_LENGTH;
  if (minLength > maxLength) [minLength, maxLength] = [maxLength, minLength];
  return { minLength, maxLength };
}

/** Length in code points (an emoji or a Thai vowel sign counts as the user types it), without scanning huge inputs. */
export function isLengthWithin(value: string, minLength: number, maxLength: number): boolean {
  // A code point is 1 or 2 UTF-16 units: decide from .length alone whenever possible.
  if (value.length < minLength || value.length > maxLength * 2) return false;
  if (value.length <= maxLength && value.length >= minLength * 2) return true;
  let count = 0;
  for (const _ of value) {
    count += 1;
    if (count > maxLength) return false;
  }
  return count >= minLength;
}

// ---- safe compilation of server patterns -------------------------------------------------------

/** Max repetitions (`*`, `+`, `{n,}`, `{n,m}` with m > 1) directly in one sequence, and in the whole pattern. */
const MAX_REPEATS_PER_SEQUENCE = 3;
const MAX_REPEATS_TOTAL = 8;

interface Quantifier {
  /** Repeats more than once (`*`, `+`, `{2}`, `{1,}`, `{0,5}`); `?` and `{0,1}` do not. */
  repeats: boolean;
  end: number;
}

function readQuantifier(source: string, at: number): Quantifier | null {
  const c = source[at];
  let repeats: boolean;
  let end: number;
  if (c === '*' || c === '+') {
    repeats = true;
    end = at + 1;
  } else if (c === '?') {
    repeats = false;
    end = at + 1;
  } else if (c === '{') {
    const match = /^\{(\d{1,9})(,(\d{0,9}))?\}/.exec(source.slice(at, at + 24));
    if (!match) return null;
    end = at + match[0].length;
    const low = Number(match[1]);
    repeats = match[2] === undefined ? low > 1 : match[3] === '' || Number(match[3]) > 1;
  } else return null;
  if (source[end] === '?') end += 1; // lazy
  return { repeats, end };
}

export type PatternScan = 'safe' | 'unsafe' | 'invalid';

/**
 * A conservative scan of a regex source for catastrophic backtracking. 'unsafe': a backreference; a group
 * that repeats while it contains a repetition or an alternation (`(a+)+`, `(a|aa)*`, `(\w+\s?){2,}`); more
 * than {@link MAX_REPEATS_PER_SEQUENCE} repetitions in one sequence (`.*.*.*.*x`, polynomial); more than
 * {@link MAX_REPEATS_TOTAL} in all. 'invalid': unbalanced groups or classes. Safe patterns may still be
 * refused by `new RegExp`.
 */
export function scanPattern(source: string): PatternScan {
  interface Frame {
    repeatsInside: boolean;
    alternation: boolean;
    repeatsHere: number;
    /** The most repetitions in one of the branches closed so far (`a*a*|b`: 2). */
    branchMax: number;
    /** Lookarounds are atomic in JavaScript: their repetitions do not multiply with the outside. */
    lookaround: boolean;
  }
  const frame = (lookaround = false): Frame => ({
    repeatsInside: false,
    alternation: false,
    repeatsHere: 0,
    branchMax: 0,
    lookaround,
  });
  const stack: Frame[] = [frame()];
  const n = source.length;
  let total = 0;
  let i = 0;
  const top = () => stack[stack.length - 1]!;
  const quantify = (q: Quantifier) => {
    if (!q.repeats) return true;
    total += 1;
    const current = top();
    current.repeatsInside = true;
    current.repeatsHere += 1;
    return current.repeatsHere <= MAX_REPEATS_PER_SEQUENCE && total <= MAX_REPEATS_TOTAL;
  };
  while (i < n) {
    const c = source[i]!;
    let atomEnd: number;
    if (c === '\\') {
      const next = source[i + 1];
      if (next === undefined) return 'invalid';
      if (/[1-9]/.test(next) || (next === 'k' && source[i + 2] === '<')) return 'unsafe';
      if ((next === 'p' || next === 'P' || next === 'u' || next === 'x') && source[i + 2] === '{') {
        const close = source.indexOf('}', i + 3);
        if (close < 0) return 'invalid';
        atomEnd = close + 1;
      } else atomEnd = i + 2;
    } else if (c === '[') {
      let j = i + 1;
      if (source[j] === '^') j += 1;
      if (source[j] === ']') j += 1;
      while (j < n && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
      if (j >= n) return 'invalid';
      atomEnd = j + 1;
    } else if (c === '(') {
      stack.push(frame(/^\(\?<?[=!]/.test(source.slice(i, i + 4))));
      i += 1;
      if (source[i] === '?') {
        if (source[i + 1] === '<' && source[i + 2] !== '=' && source[i + 2] !== '!') {
          const close = source.indexOf('>', i);
          if (close < 0) return 'invalid';
          i = close + 1;
        } else i += source[i + 1] === '<' ? 3 : 2;
      }
      continue;
    } else if (c === ')') {
      if (stack.length === 1) return 'invalid';
      const group = stack.pop()!;
      const parent = top();
      const q = readQuantifier(source, i + 1);
      if (q?.repeats && (group.repeatsInside || group.alternation)) return 'unsafe';
      parent.repeatsInside ||= group.repeatsInside;
      parent.alternation ||= group.alternation;
      if (!group.lookaround) {
        parent.repeatsHere += Math.max(group.branchMax, group.repeatsHere);
        if (parent.repeatsHere > MAX_REPEATS_PER_SEQUENCE) return 'unsafe';
      }
      if (q) {
        if (!quantify(q)) return 'unsafe';
        i = q.end;
      } else i += 1;
      continue;
    } else if (c === '|') {
      const current = top();
      current.alternation = true;
      current.branchMax = Math.max(current.branchMax, current.repeatsHere);
      current.repeatsHere = 0; // a new branch is a new sequence
      i += 1;
      continue;
    } else atomEnd = i + 1;
    const q = readQuantifier(source, atomEnd);
    if (q) {
      if (!quantify(q)) return 'unsafe';
      i = q.end;
    } else i = atomEnd;
  }
  return stack.length === 1 ? 'safe' : 'invalid';
}

export type CompiledPattern = { ok: true; regex: RegExp } | { ok: false; problem: PatternProblem };

/**
 * A server pattern as a full-match RegExp (`^(?:source)$`), Unicode mode first (for `\p{…}`), then legacy
 * mode (for Java-style escapes such as `\_`). Never throws.
 */
export function compileServerPattern(source: string): CompiledPattern {
  if (typeof source !== 'string' || source.length > MAX_PATTERN_SOURCE_LENGTH)
    return { ok: false, problem: 'unsafe-pattern' };
  const scan = scanPattern(source);
  if (scan === 'unsafe') return { ok: false, problem: 'unsafe-pattern' };
  if (scan === 'invalid') return { ok: false, problem: 'invalid-pattern' };
  for (const flags of ['u', '']) {
    try {
      return { ok: true, regex: new RegExp(`^(?:${source})$`, flags) };
    } catch {
      // try the next mode
    }
  }
  return { ok: false, problem: 'invalid-pattern' };
}

// ---- rules ---------------------------------------------------------------------------------

const BY_PATTERN_ID = new Map<string, PatternVariant>(
  Object.values(PATTERN_VARIANTS).flatMap((variant) => [
    [variant.patternId, variant] as const,
    [variant.id.toLowerCase(), variant] as const,
  ]),
);
const BY_SOURCE = new Map<string, PatternVariant>(
  Object.values(PATTERN_VARIANTS).map((variant) => [variant.source, variant] as const),
);

/** The variant a rule names: by `patternId` (spec list position or variant name), else by canonical source. */
export function patternVariantOf(rule: RegisterRuleInput | undefined | null): PatternVariant | undefined {
  const id = rule?.patternId;
  if ((typeof id === 'string' || typeof id === 'number') && String(id).trim() !== '') {
    const byId = BY_PATTERN_ID.get(String(id).trim().toLowerCase());
    if (byId) return byId;
  }
  const source = typeof rule?.acceptedPattern === 'string' ? rule.acceptedPattern.trim() : '';
  return BY_SOURCE.get(source);
}

function safely(check: (value: string) => boolean): (value: string) => boolean {
  return (value) => {
    try {
      return check(value);
    } catch {
      return false;
    }
  };
}

/** Compile one server rule (see the module notes for every decision). Never throws. */
export function compileRegisterRule(
  rule: RegisterRuleInput | undefined | null,
  options: CompileRuleOptions = {},
): CompiledRegisterRule {
  const { minLength, maxLength } = ruleLengths(rule ?? undefined);
  const variant = patternVariantOf(rule);
  const rawPattern = typeof rule?.acceptedPattern === 'string' ? rule.acceptedPattern.trim() : '';
  const lengthOk = (value: string) =>
    typeof value === 'string' && isLengthWithin(value, minLength, maxLength);
  const fallback = options.fallbackMessage;
  const customMessage =
    fallback === undefined
      ? customPatternMessage(minLength, maxLength)
      : typeof fallback === 'function'
        ? fallback(minLength, maxLength)
        : fallback;

  if (rawPattern === '' || rawPattern === '*') {
    return {
      variant: 'any',
      minLength,
      maxLength,
      matcher: 'none',
      message: anyPatternMessage(minLength, maxLength),
      test: safely(lengthOk),
    };
  }

  const compiled = compileServerPattern(rawPattern);
  const refine = variant?.refine;
  if (compiled.ok) {
    const { regex } = compiled;
    return {
      variant: variant?.id ?? 'custom',
      minLength,
      maxLength,
      matcher: 'server',
      message: variant ? variant.message(minLength, maxLength) : customMessage,
      test: safely((value) => lengthOk(value) && regex.test(value) && (refine ? refine(value) : true)),
    };
  }
  if (variant) {
    const builtin = variant.matcher;
    return {
      variant: variant.id,
      minLength,
      maxLength,
      matcher: 'builtin',
      problem: compiled.problem,
      message: variant.message(minLength, maxLength),
      test: safely((value) => lengthOk(value) && builtin.test(value) && (refine ? refine(value) : true)),
    };
  }
  return {
    variant: 'custom',
    minLength,
    maxLength,
    matcher: 'none',
    problem: compiled.problem,
    message: anyPatternMessage(minLength, maxLength),
    test: safely(lengthOk),
  };
}

/** The rule's message when the value fails it, else null. */
export function checkRegisterRule(rule: CompiledRegisterRule, value: string): MessageDescriptor | null {
  return rule.test(value) ? null : rule.message;
}

/** Turns a message descriptor into display text (the app passes `(d) => i18n._(d)`). */
export type Translate = (descriptor: MessageDescriptor) => string;

/**
 * The rule as a valibot schema for a form library: a string that passes the rule, the issue message being
 * the rule's message translated when the issue is raised (so a language switch is honoured).
 */
export function registerRuleSchema(rule: CompiledRegisterRule, translate: Translate) {
  return v.pipe(
    v.string(),
    v.check(
      (value) => rule.test(value),
      () => translate(rule.message),
    ),
  );
}

/** Straight from a server rule to a valibot schema. */
export function registerPatternSchema(
  rule: RegisterRuleInput | undefined | null,
  translate: Translate,
  options?: CompileRuleOptions,
) {
  return registerRuleSchema(compileRegisterRule(rule, options), translate);
}
