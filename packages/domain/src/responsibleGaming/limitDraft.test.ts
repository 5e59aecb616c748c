import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  limitAboveZeroMessage,
  limitMinutesMessage,
  MAX_LIMIT_MINUTES,
  readLimitDraft,
} from './limitDraft.ts';

describe('issue 26 item 2: a limit as the player typed it', () => {
  it('reads money as the language writes it, and refuses what it cannot read exactly', () => {
    expect(readLimitDraft('deposit', '1.234,50', 'pt-BR')).toEqual({ ok: true, amount: 1234.5 });
    expect(readLimitDraft('loss', '1,234.50', 'en')).toEqual({ ok: true, amount: 1234.5 });
    expect(readLimitDraft('stake', '10.5', 'pt-BR').ok).toBe(false);
    expect(readLimitDraft('deposit', '10,005', 'pt-BR').ok).toBe(false);
    expect(readLimitDraft('deposit', '0,00', 'pt-BR')).toEqual({ ok: false, message: limitAboveZeroMessage });
  });

  it('reads playing time as whole minutes, in the language’s own digits, from 1 to a month', () => {
    expect(readLimitDraft('sessionTime', ' 90 ', 'pt-BR')).toEqual({ ok: true, amount: 90 });
    expect(readLimitDraft('sessionTime', '١٢٠', 'ar')).toEqual({ ok: true, amount: 120 });
    for (const refused of ['', '0', '1,5', '90 min', String(MAX_LIMIT_MINUTES + 1)])
      expect(readLimitDraft('sessionTime', refused, 'pt-BR')).toEqual({
        ok: false,
        message: limitMinutesMessage,
      });
  });

  it('any money limit written by the language’s own formatter reads back to itself (pt-BR, en, ar)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.constantFrom('pt-BR', 'en', 'ar'),
        (cents, locale) => {
          const amount = cents / 100;
          const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(amount);
          expect(readLimitDraft('deposit', text, locale)).toEqual({ ok: true, amount });
        },
      ),
    );
  });
});
