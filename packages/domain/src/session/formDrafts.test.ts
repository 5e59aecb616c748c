import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORM_DRAFT_PREFIX, formDraftKey, formDraftKeysOf, isFormDraftKey } from './formDraftKeys.ts';
import { isDraftWorthKeeping, restoredFormDraft } from './formDrafts.ts';

describe('issue 22 item 7: form drafts, keyed by account and form', () => {
  it('one account’s drafts are never another’s, whatever the names (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, form) => {
        fc.pre(a !== b);
        const key = formDraftKey(a, form);
        expect(isFormDraftKey(key)).toBe(true);
        expect(formDraftKeysOf([key], a)).toEqual([key]);
        expect(formDraftKeysOf([key], b)).toEqual([]);
      }),
    );
  });

  it('the logout of one account finds its drafts only', () => {
    const keys = [
      formDraftKey('ana', 'deposit'),
      formDraftKey('ana', 'transfer'),
      formDraftKey('anabela', 'deposit'),
      'token',
      'merchantCode',
    ];
    expect(formDraftKeysOf(keys, 'ana')).toEqual([
      formDraftKey('ana', 'deposit'),
      formDraftKey('ana', 'transfer'),
    ]);
    expect(isFormDraftKey('token')).toBe(false);
    expect(FORM_DRAFT_PREFIX).toBe('formDraft:');
  });
});

describe('issue 22 item 7: which drafts are worth keeping', () => {
  const blank = { amount: '', kind: 'daily', draft: {} as Record<string, string> };

  it('an empty form, or one showing only its defaults, is not kept', () => {
    expect(isDraftWorthKeeping({ amount: '', kind: 'daily', draft: {} }, blank)).toBe(false);
    expect(isDraftWorthKeeping({ amount: '   ', kind: 'daily', draft: { rate: '' } }, blank)).toBe(false);
    expect(isDraftWorthKeeping({ amount: '', kind: 'hourly', draft: {} }, blank)).toBe(true);
  });

  it('something typed is kept, also inside a record', () => {
    expect(isDraftWorthKeeping({ amount: '50' }, blank)).toBe(true);
    expect(isDraftWorthKeeping({ amount: '', draft: { rate: '0,5' } }, blank)).toBe(true);
  });
});

describe('issue 22 item 7: a stored draft read back', () => {
  const blank = { amount: '', channelId: '', draft: {} as Record<string, string> };

  it('restores the blank form’s fields with their shape', () => {
    const stored = JSON.stringify({ amount: '150', channelId: 'pix', draft: { rate: '1' } });
    expect(restoredFormDraft(stored, blank)).toEqual({
      amount: '150',
      channelId: 'pix',
      draft: { rate: '1' },
    });
  });

  it('restores nothing the form does not have, nor a value of another shape', () => {
    const stored = JSON.stringify({ amount: 150, withdrawPassword: '000000', draft: 'x', channelId: 'pix' });
    expect(restoredFormDraft(stored, blank)).toEqual({ channelId: 'pix' });
    expect(restoredFormDraft(JSON.stringify({ amount: 1 }), blank)).toBeNull();
  });

  it('ignores what is not a stored draft', () => {
    expect(restoredFormDraft(null, blank)).toBeNull();
    expect(restoredFormDraft('{not json', blank)).toBeNull();
    expect(restoredFormDraft('[1,2]', blank)).toBeNull();
    expect(restoredFormDraft(JSON.stringify({ draft: { rate: [1] } }), blank)).toBeNull();
  });
});
