import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { amountExample, asciiDigit, parseAmount } from '../cashier/amounts.ts';
import { amountReadMessage } from '../cashier/messages.ts';
import type { LimitKind } from './limits.ts';

/** The longest playing-time limit a player may type: a month of minutes. */
export const MAX_LIMIT_MINUTES = 31 * 24 * 60;

/** 'Enter a limit above zero' */
export const limitAboveZeroMessage = msg`Insira um limite maior que zero`;

/** 'Enter whole minutes, from 1 to 44640' */
export const limitMinutesMessage = msg`Insira minutos inteiros, de 1 a 44640`;

export type LimitDraftReading = { ok: true; amount: number } | { ok: false; message: MessageDescriptor };

/**
 * A limit as the player typed it (issue 26 item 2): money read exactly as the page's language writes it (never
 * guessed), above zero; playing time as whole minutes (the language's own digits understood), 1 to a month.
 */
export function readLimitDraft(kind: LimitKind, text: string, locale: string): LimitDraftReading {
  if (kind === 'sessionTime') {
    const digits = [...text.trim()].map(asciiDigit);
    if (digits.length === 0 || digits.includes(null)) return { ok: false, message: limitMinutesMessage };
    const minutes = Number(digits.join(''));
    return minutes >= 1 && minutes <= MAX_LIMIT_MINUTES
      ? { ok: true, amount: minutes }
      : { ok: false, message: limitMinutesMessage };
  }
  const reading = parseAmount(text, locale);
  if (!reading.ok) return { ok: false, message: amountReadMessage(reading.problem, amountExample(locale)) };
  return reading.amount > 0
    ? { ok: true, amount: reading.amount }
    : { ok: false, message: limitAboveZeroMessage };
}
