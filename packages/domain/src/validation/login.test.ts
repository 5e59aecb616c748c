import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MOBILE_DIGITS,
  isValidMobileNumber,
  isValidVerificationCode,
  validateSmsLogin,
  validateUsernameLogin,
} from './login.ts';
import {
  captchaRequiredMessage,
  credentialsRequiredMessage,
  invalidMobileNumberMessage,
  invalidVerificationCodeMessage,
} from './messages.ts';

const valid = { username: 'player1', password: 'secret', captcha: '', captchaRequired: false };
const credentials = credentialsRequiredMessage;

describe('§5 Login validation: by username', () => {
  it.each([
    ['all filled', valid, { ok: true }],
    ['captcha filled when required', { ...valid, captcha: 'ab12', captchaRequired: true }, { ok: true }],
    ['captcha empty but not shown', { ...valid, captcha: '' }, { ok: true }],
    ['password of spaces (never trimmed)', { ...valid, password: '   ' }, { ok: true }],
    [
      'empty username',
      { ...valid, username: '' },
      { ok: false, errors: { form: credentials, username: credentials } },
    ],
    [
      'username of spaces (trimmed)',
      { ...valid, username: ' \t ' },
      { ok: false, errors: { form: credentials, username: credentials } },
    ],
    [
      'empty password',
      { ...valid, password: '' },
      { ok: false, errors: { form: credentials, password: credentials } },
    ],
    [
      'both empty',
      { ...valid, username: '', password: '' },
      { ok: false, errors: { form: credentials, username: credentials, password: credentials } },
    ],
    [
      'captcha required and empty',
      { ...valid, captchaRequired: true },
      { ok: false, errors: { captcha: captchaRequiredMessage } },
    ],
    [
      'captcha required and only spaces',
      { ...valid, captcha: '  ', captchaRequired: true },
      { ok: false, errors: { captcha: captchaRequiredMessage } },
    ],
    [
      'everything missing',
      { username: '', password: '', captcha: '', captchaRequired: true },
      {
        ok: false,
        errors: {
          form: credentials,
          username: credentials,
          password: credentials,
          captcha: captchaRequiredMessage,
        },
      },
    ],
  ])('%s', (_name, input, expected) => {
    expect(validateUsernameLogin(input)).toEqual(expected);
  });

  it('any non-blank username with any non-empty password passes (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }).filter((text) => text.trim() !== ''),
        fc.string({ unit: 'binary', minLength: 1 }),
        (username, password) => {
          expect(validateUsernameLogin({ username, password, captcha: '', captchaRequired: false })).toEqual({
            ok: true,
          });
        },
      ),
    );
  });

  it('a blank username always fails with the combined message on username and form (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t\n\r\u00a0\u3000]*$/), fc.string(), (username, password) => {
        const result = validateUsernameLogin({ username, password, captcha: 'x', captchaRequired: true });
        expect(result.ok).toBe(false);
        if (!result.ok) {
          expect(result.errors.username).toBe(credentials);
          expect(result.errors.form).toBe(credentials);
          expect(result.errors.captcha).toBeUndefined();
        }
      }),
    );
  });
});

describe('§5 Login validation: by SMS', () => {
  it.each([
    ['6 digits', '123456', '1234', true, true],
    ['15 digits', '123456789012345', '12345678', true, true],
    ['surrounding spaces are ignored', ' 0912345678 ', ' 123456 ', true, true],
    ['empty mobile', '', '1234', false, true],
    ['5 digits', '12345', '1234', false, true],
    ['16 digits', '1234567890123456', '1234', false, true],
    ['letters', '09123abc', '1234', false, true],
    ['plus sign (dialing code is separate)', '+85512345678', '1234', false, true],
    ['inner space', '0912 345678', '1234', false, true],
    ['dash', '0912-345678', '1234', false, true],
    ['non-ASCII digits', '٠١٢٣٤٥٦٧', '1234', false, true],
    ['full-width digits', '０１２３４５６７', '1234', false, true],
    ['empty code', '0912345678', '', true, false],
    ['3-digit code', '0912345678', '123', true, false],
    ['9-digit code', '0912345678', '123456789', true, false],
    ['code with letters', '0912345678', '12a4', true, false],
  ])('%s', (_name, mobileNum, verificationCode, mobileOk, codeOk) => {
    const result = validateSmsLogin({ mobileNum, verificationCode });
    if (mobileOk && codeOk) {
      expect(result).toEqual({ ok: true });
      return;
    }
    expect(result).toEqual({
      ok: false,
      errors: {
        ...(mobileOk ? {} : { mobileNum: invalidMobileNumberMessage }),
        ...(codeOk ? {} : { verificationCode: invalidVerificationCodeMessage }),
      },
    });
  });

  it('the mobile digit count is configurable', () => {
    const mobileDigits = { min: 10, max: 11 };
    expect(validateSmsLogin({ mobileNum: '123456789', verificationCode: '1234' }, { mobileDigits }).ok).toBe(
      false,
    );
    expect(validateSmsLogin({ mobileNum: '1234567890', verificationCode: '1234' }, { mobileDigits }).ok).toBe(
      true,
    );
    expect(
      validateSmsLogin({ mobileNum: '123456789012', verificationCode: '1234' }, { mobileDigits }).ok,
    ).toBe(false);
  });

  it.each([
    { min: 0, max: 5 },
    { min: 9, max: 3 },
    { min: Number.NaN, max: 10 },
    { min: 1.5, max: 10 },
  ])('an unusable digit range %j falls back to 6–15', (mobileDigits) => {
    expect(isValidMobileNumber('12345', mobileDigits)).toBe(false);
    expect(isValidMobileNumber('123456', mobileDigits)).toBe(true);
    expect(isValidMobileNumber('123456789012345', mobileDigits)).toBe(true);
  });

  it('a mobile number is valid exactly when it is 6–15 ASCII digits (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.stringMatching(/^[0-9]{0,20}$/), fc.string({ unit: 'binary', maxLength: 20 })),
        (mobileNum) => {
          const digits = mobileNum.trim();
          const expected =
            /^[0-9]+$/.test(digits) &&
            digits.length >= DEFAULT_MOBILE_DIGITS.min &&
            digits.length <= DEFAULT_MOBILE_DIGITS.max;
          expect(isValidMobileNumber(mobileNum)).toBe(expected);
        },
      ),
    );
  });

  it('a verification code is valid exactly when it is 4–8 ASCII digits (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^[0-9]{0,10}$/), fc.string({ maxLength: 10 })), (code) => {
        expect(isValidVerificationCode(code)).toBe(/^[0-9]{4,8}$/.test(code.trim()));
      }),
    );
  });
});
