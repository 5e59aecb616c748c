import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail, validateForgotByEmail, validateForgotByMobile } from './forgotPassword.ts';
import {
  accountFormatMessage,
  confirmPasswordMismatchMessage,
  emailFormatMessage,
  inputRequiredMessage,
  invalidMobileNumberMessage,
  invalidVerificationCodeMessage,
  passwordLengthMessage,
} from './messages.ts';
import { compileRegisterRule, PATTERN_VARIANTS } from './registerPatterns.ts';

describe('§5 Forgot by email: username (required, format) and email (required, format)', () => {
  it.each([
    ['valid', { username: 'jogador01', email: 'ana.souza@sorte.example' }, {}],
    ['trimmed', { username: ' jogador01 ', email: ' ana.souza@sorte.example ' }, {}],
    [
      'both empty',
      { username: '', email: ' ' },
      { username: inputRequiredMessage, email: inputRequiredMessage },
    ],
    ['username with a space', { username: 'jog ador', email: 'a@b.co' }, { username: accountFormatMessage }],
    ['email without @', { username: 'jogador01', email: 'ana.sorte.example' }, { email: emailFormatMessage }],
    [
      'email without a domain dot',
      { username: 'jogador01', email: 'ana@sorte' },
      { email: emailFormatMessage },
    ],
  ])('%s', (_name, input, errors) => {
    const expected = Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors };
    expect(validateForgotByEmail(input)).toEqual(expected);
  });

  it('uses the register settings username rule when given', () => {
    const usernameRule = compileRegisterRule({
      acceptedPattern: PATTERN_VARIANTS.letterThenAlphanumeric.source,
      patternId: '1',
      minLength: 6,
      maxLength: 16,
    });
    expect(validateForgotByEmail({ username: '1abcdef', email: 'a@b.co' }, { usernameRule })).toEqual({
      ok: false,
      errors: { username: usernameRule.message },
    });
    expect(validateForgotByEmail({ username: 'abcdef1', email: 'a@b.co' }, { usernameRule })).toEqual({
      ok: true,
    });
  });

  it('isValidEmail: at most 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(185)}.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(186)}.com`)).toBe(false);
    expect(isValidEmail('a'.repeat(10_000))).toBe(false);
  });
});

describe('§5 Forgot by mobile: mobile number, verification code and new password all required', () => {
  const valid = { mobileNum: '11987654321', verificationCode: '123456', newPassword: 'Nova2027' };

  it('valid input passes', () => {
    expect(validateForgotByMobile(valid)).toEqual({ ok: true });
  });

  it('all empty: three messages', () => {
    expect(validateForgotByMobile({ mobileNum: '', verificationCode: '', newPassword: '' })).toEqual({
      ok: false,
      errors: {
        mobileNum: invalidMobileNumberMessage,
        verificationCode: invalidVerificationCodeMessage,
        newPassword: passwordLengthMessage(6, 20),
      },
    });
  });

  it('the mobile digit count and password rule are parameters', () => {
    const options = { mobileDigits: { min: 11, max: 11 }, passwordRule: { minLength: 8, maxLength: 12 } };
    expect(validateForgotByMobile({ ...valid, mobileNum: '1198765432' }, options)).toEqual({
      ok: false,
      errors: { mobileNum: invalidMobileNumberMessage },
    });
    expect(validateForgotByMobile({ ...valid, newPassword: 'Nova202' }, options)).toEqual({
      ok: false,
      errors: { newPassword: passwordLengthMessage(8, 12) },
    });
  });

  it('an optional confirmation must equal the new password', () => {
    expect(validateForgotByMobile({ ...valid, confirmNewPassword: 'Nova2027' })).toEqual({ ok: true });
    expect(validateForgotByMobile({ ...valid, confirmNewPassword: '' })).toEqual({
      ok: false,
      errors: { confirmNewPassword: inputRequiredMessage },
    });
    expect(validateForgotByMobile({ ...valid, confirmNewPassword: 'Nova2028' })).toEqual({
      ok: false,
      errors: { confirmNewPassword: confirmPasswordMismatchMessage },
    });
  });

  it('property: never throws', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (mobileNum, verificationCode, newPassword) => {
        expect(typeof validateForgotByMobile({ mobileNum, verificationCode, newPassword }).ok).toBe(
          'boolean',
        );
        expect(typeof validateForgotByEmail({ username: mobileNum, email: verificationCode }).ok).toBe(
          'boolean',
        );
      }),
    );
  });
});
