import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_RULE, isPasswordWithinRule, validateChangePassword } from './changePassword.ts';
import { confirmPasswordMismatchMessage, inputRequiredMessage, passwordLengthMessage } from './messages.ts';

const valid = {
  oldPassword: 'Sorte@123',
  newPassword: 'NovaSenha1',
  confirmNewPassword: 'NovaSenha1',
  requireOldPassword: true,
};

describe('§5 Change password', () => {
  it('accepts a complete, matching change', () => {
    expect(validateChangePassword(valid)).toEqual({ ok: true });
  });

  it('requires the old password unless it is known', () => {
    expect(validateChangePassword({ ...valid, oldPassword: '' })).toEqual({
      ok: false,
      errors: { oldPassword: inputRequiredMessage },
    });
    expect(validateChangePassword({ ...valid, oldPassword: '', requireOldPassword: false })).toEqual({
      ok: true,
    });
  });

  it('applies the password rule with (min) and (max) substituted', () => {
    const rule = { minLength: 8, maxLength: 12 };
    const result = validateChangePassword({
      ...valid,
      newPassword: 'short',
      confirmNewPassword: 'short',
      rule,
    });
    expect(result).toEqual({ ok: false, errors: { newPassword: passwordLengthMessage(8, 12) } });
    const tooLong = 'x'.repeat(13);
    expect(
      validateChangePassword({ ...valid, newPassword: tooLong, confirmNewPassword: tooLong, rule }),
    ).toEqual({
      ok: false,
      errors: { newPassword: passwordLengthMessage(8, 12) },
    });
  });

  it("says 'Confirmation password is not correct.' when the confirmation differs", () => {
    expect(validateChangePassword({ ...valid, confirmNewPassword: 'NovaSenha2' })).toEqual({
      ok: false,
      errors: { confirmNewPassword: confirmPasswordMismatchMessage },
    });
  });

  it('asks for the confirmation when it is empty', () => {
    expect(validateChangePassword({ ...valid, confirmNewPassword: '' })).toEqual({
      ok: false,
      errors: { confirmNewPassword: inputRequiredMessage },
    });
  });

  it('reports every failing field at once, so the user fixes them in one pass', () => {
    const result = validateChangePassword({
      ...valid,
      oldPassword: '',
      newPassword: '',
      confirmNewPassword: 'x',
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual(['confirmNewPassword', 'newPassword', 'oldPassword']);
  });

  it('counts characters as the user sees them (code points), never trimming', () => {
    expect(isPasswordWithinRule('🎲🎲🎲🎲🎲🎲')).toBe(true);
    expect(isPasswordWithinRule('      ')).toBe(true);
    expect(isPasswordWithinRule('🎲🎲🎲🎲🎲')).toBe(false);
  });

  it('property: any password within the bounds that is confirmed identically passes', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: 'grapheme-ascii',
          minLength: DEFAULT_PASSWORD_RULE.minLength,
          maxLength: DEFAULT_PASSWORD_RULE.maxLength,
        }),
        (password) => {
          const outcome = validateChangePassword({
            ...valid,
            newPassword: password,
            confirmNewPassword: password,
          });
          expect(outcome).toEqual({ ok: true });
        },
      ),
    );
  });

  it('property: a confirmation that differs from the new password never passes', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 6, maxLength: 20 }),
        fc.string({ minLength: 1 }),
        (password, other) => {
          fc.pre(password !== other);
          const outcome = validateChangePassword({
            ...valid,
            newPassword: password,
            confirmNewPassword: other,
          });
          expect(outcome.ok).toBe(false);
        },
      ),
    );
  });
});
