import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_RULE,
  gatewayPasswordRule,
  isPasswordWithinRule,
  validateChangePassword,
} from './changePassword.ts';
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

describe('gatewayPasswordRule (§5: the password rule is the gateway’s)', () => {
  const fallback = { minLength: 6, maxLength: 20 };
  it.each([
    [
      { minLength: 8, maxLength: 16 },
      { minLength: 8, maxLength: 16 },
    ],
    [
      { minLength: '8', maxLength: ' 12 ' },
      { minLength: 8, maxLength: 12 },
    ],
    [{ minLength: 10 }, { minLength: 10, maxLength: 20 }],
    [{ maxLength: 30 }, { minLength: 6, maxLength: 30 }],
    [{ minLength: 0, maxLength: 2.5 }, fallback],
    [{ minLength: 30 }, fallback],
    [{ minLength: 12, maxLength: 8 }, fallback],
    [{ minLength: 'x', maxLength: 1000 }, fallback],
    [null, fallback],
    [undefined, fallback],
  ])('%j → %j', (gateway, expected) => {
    expect(gatewayPasswordRule(gateway, fallback)).toEqual(expected);
  });

  it('always gives bounds from 1 to 256 with min ≤ max, and the gateway’s when they are valid', () => {
    fc.assert(
      fc.property(
        fc.record({ minLength: fc.anything(), maxLength: fc.anything() }, { requiredKeys: [] }),
        (gateway) => {
          const rule = gatewayPasswordRule(gateway, fallback);
          expect(rule.minLength).toBeGreaterThanOrEqual(1);
          expect(rule.minLength).toBeLessThanOrEqual(rule.maxLength);
          expect(rule.maxLength).toBeLessThanOrEqual(256);
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 256 }), fc.integer({ min: 1, max: 256 }), (a, b) => {
        const [minLength, maxLength] = a <= b ? [a, b] : [b, a];
        expect(gatewayPasswordRule({ minLength, maxLength }, fallback)).toEqual({ minLength, maxLength });
      }),
    );
  });
});
