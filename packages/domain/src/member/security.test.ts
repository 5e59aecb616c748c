import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile, withdrawPasswordProblems } from './security.ts';

describe('security centre: the bound mobile number and e-mail shown masked', () => {
  it.each([
    ['11987654321', '55', '+55 11••••••321'],
    ['11987654321', undefined, '11••••••321'],
    ['12345', undefined, '•••••'],
  ])('%s (+%s) → %s', (mobile, code, masked) => {
    expect(maskMobile(mobile, code)).toBe(masked);
  });

  it.each([
    ['ana.souza@sorte.example', 'an•••@sorte.example'],
    ['a@b.c', '•••@b.c'],
    ['ab@b.c', 'a•••@b.c'],
    ['broken', '•••'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('never shows more than 5 digits of a mobile number', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{6,15}$/),
        (mobile) => (maskMobile(mobile).match(/\d/g) ?? []).length === 5,
      ),
    );
  });
});

describe('withdraw password (set or change)', () => {
  const base = {
    hasWithdrawPassword: true,
    oldPassword: '135790',
    newPassword: '246802',
    confirmPassword: '246802',
  };
  it.each([
    [base, {}],
    [{ ...base, oldPassword: '' }, { oldPassword: 'required' }],
    [{ ...base, hasWithdrawPassword: false, oldPassword: '' }, {}],
    [{ ...base, newPassword: '12ab56', confirmPassword: '12ab56' }, { newPassword: 'format' }],
    [{ ...base, newPassword: '135790', confirmPassword: '135790' }, { newPassword: 'same-as-old' }],
    [{ ...base, confirmPassword: '246801' }, { confirmPassword: 'mismatch' }],
    [
      { ...base, newPassword: '', confirmPassword: '' },
      { newPassword: 'required', confirmPassword: 'required' },
    ],
  ])('%j → %j', (values, problems) => {
    expect(withdrawPasswordProblems(values)).toEqual(problems);
  });
});
