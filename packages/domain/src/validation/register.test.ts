import { setupI18n } from '@lingui/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountFeatures } from '../whiteLabel/accountFeatures.ts';
import {
  captchaRequiredMessage,
  confirmPasswordMismatchMessage,
  emailFormatMessage,
  inputRequiredMessage,
  invalidInvitationCodeMessage,
  invalidMobileNumberMessage,
  invalidVerificationCodeMessage,
  passwordLengthMessage,
  phoneNumberFormatMessage,
} from './messages.ts';
import { datePatternMessage } from './patternMessages.ts';
import {
  ageOn,
  INVITATION_CODE_ERROR,
  REGISTER_OPTIONAL_FIELDS,
  type RegisterField,
  type RegisterSettingsInput,
  type RegisterValues,
  referralCodeFromQuery,
  registerFieldState,
  registerLayout,
  registerRejectionField,
  registerRequestBody,
  validateRegister,
} from './register.ts';
import { ageConfirmationMessage, termsRequiredMessage, underageMessage } from './registerMessages.ts';
import { PATTERN_VARIANTS } from './registerPatterns.ts';

const pt = setupI18n({ locale: 'pt', messages: { pt: {} } });
const all = accountFeatures({
  MOBILENUMREG3: true,
  MOBILENUMPASSREG3: true,
  REGMOBVERF3: true,
});
const none = accountFeatures({});
const agreed = { acceptedTerms: true, confirmedAdult: true };

const rule = (id: keyof typeof PATTERN_VARIANTS, minLength: number, maxLength: number) => ({
  acceptedPattern: PATTERN_VARIANTS[id].source,
  minLength,
  maxLength,
  patternId: PATTERN_VARIANTS[id].patternId,
});

/** Settings like the simulated gateway's: rules for username, password, mobile, e-mail, real name. */
const settings: RegisterSettingsInput = {
  fields: {
    username: { enabled: true, required: true, validation: rule('letterThenAlphanumeric', 6, 16) },
    password: { enabled: true, required: true, validation: rule('lettersAndDigits', 8, 20) },
    mobileNum: { enabled: true, required: false, validation: rule('digitsOnly', 10, 11) },
    email: {
      enabled: true,
      required: false,
      validation: {
        acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
        patternId: '3',
        minLength: 5,
        maxLength: 60,
      },
    },
    payeeName: { enabled: true, required: true, validation: rule('uppercaseAndSpaces', 2, 40) },
    birthday: { enabled: true, required: false, validation: rule('date', 10, 10) },
    whatsapp: { enabled: true, required: false },
    qqNum: { enabled: false, required: true },
    captcha: { enabled: true, required: true },
    referralCode: { enabled: true, required: false },
  },
};

const names = (layout: ReturnType<typeof registerLayout>) => layout.fields.map((field) => field.name);

describe('§5 Register: which fields exist (switches × settings)', () => {
  it('username tab with everything on: the SMS code goes to a required mobile; enabled optional fields; captcha last', () => {
    const layout = registerLayout({ tab: 'username', features: all, settings });
    expect(names(layout)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'payeeName',
      'whatsapp',
      'email',
      'birthday',
      'referralCode',
      'captcha',
    ]);
    expect(layout).toMatchObject({ tab: 'username', call: 'register', smsVariant: 'username' });
    expect(registerFieldState(layout, 'mobileNum')).toEqual({ shown: true, required: true });
    expect(registerFieldState(layout, 'payeeName')).toEqual({ shown: true, required: true });
    expect(registerFieldState(layout, 'email')).toEqual({ shown: true, required: false });
    expect(registerFieldState(layout, 'captcha')).toEqual({ shown: true, required: true });
    expect(registerFieldState(layout, 'qqNum')).toEqual({ shown: false, required: false });
  });

  it('username tab without REGMOBVERF3: no code; the mobile number follows the settings (optional here)', () => {
    const layout = registerLayout({ tab: 'username', features: none, settings });
    expect(names(layout)).not.toContain('verificationCode');
    expect(registerFieldState(layout, 'mobileNum')).toEqual({ shown: true, required: false });
    expect(layout.smsVariant).toBeNull();
    const noMobile = registerLayout({
      tab: 'username',
      features: none,
      settings: { fields: { ...settings.fields, mobileNum: { enabled: false } } },
    });
    expect(names(noMobile)).not.toContain('mobileNum');
    expect(names(noMobile)).not.toContain('countryDialingCode');
    const requiredMobile = registerLayout({
      tab: 'username',
      features: none,
      settings: { fields: { mobileNum: { enabled: true, required: true } } },
    });
    expect(registerFieldState(requiredMobile, 'mobileNum').required).toBe(true);
  });

  it('mobile tab with MOBILENUMPASSREG3: mobile, code (REGMOBVERF3), password; call registerMobile', () => {
    const layout = registerLayout({ tab: 'mobile', features: all, settings });
    expect(names(layout).slice(0, 5)).toEqual([
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
    ]);
    expect(names(layout)).not.toContain('username');
    expect(layout).toMatchObject({ tab: 'mobile', call: 'registerMobile', smsVariant: 'mobile' });
  });

  it('mobile tab with MOBILENUMPASSREG3 but no REGMOBVERF3: no code', () => {
    const layout = registerLayout({
      tab: 'mobile',
      features: accountFeatures({ MOBILENUMPASSREG3: true }),
      settings,
    });
    expect(names(layout)).not.toContain('verificationCode');
    expect(names(layout)).toContain('password');
    expect(layout.smsVariant).toBeNull();
  });

  it('mobile tab with MOBILENUMREG3 only: mobile and code, no password', () => {
    const layout = registerLayout({
      tab: 'mobile',
      features: accountFeatures({ MOBILENUMREG3: true }),
      settings,
    });
    expect(names(layout).slice(0, 3)).toEqual(['countryDialingCode', 'mobileNum', 'verificationCode']);
    expect(names(layout)).not.toContain('password');
    expect(layout.smsVariant).toBe('mobile');
  });

  it('the mobile tab falls back to the username tab when no mobile switch is on', () => {
    expect(registerLayout({ tab: 'mobile', features: none, settings })).toMatchObject({
      tab: 'username',
      call: 'register',
    });
  });

  it('no settings: only the core fields; the referral field appears when the URL carries a code', () => {
    expect(names(registerLayout({ tab: 'username', features: none }))).toEqual([
      'username',
      'password',
      'confirmPassword',
    ]);
    const referred = registerLayout({ tab: 'username', features: none, referralCodeFromUrl: 'ANA2026' });
    expect(registerFieldState(referred, 'referralCode')).toEqual({ shown: true, required: false });
    expect(
      names(registerLayout({ tab: 'username', features: none, referralCodeFromUrl: '  ' })),
    ).not.toContain('referralCode');
  });

  it.each(REGISTER_OPTIONAL_FIELDS)(
    '%s appears only when enabled, required only when the settings say so',
    (name) => {
      const layout = (enabled: boolean, required: boolean) =>
        registerLayout({
          tab: 'username',
          features: none,
          settings: { fields: { [name]: { enabled, required } } },
        });
      expect(registerFieldState(layout(false, true), name)).toEqual({ shown: false, required: false });
      expect(registerFieldState(layout(true, false), name)).toEqual({ shown: true, required: false });
      expect(registerFieldState(layout(true, true), name)).toEqual({ shown: true, required: true });
    },
  );

  it('garbage settings never throw', () => {
    fc.assert(
      fc.property(fc.anything(), (garbage) => {
        const layout = registerLayout({ tab: 'username', features: all, settings: garbage as never });
        expect(names(layout).slice(0, 3)).toEqual(['username', 'password', 'confirmPassword']);
        expect(validateRegister(layout, {}, agreed).ok).toBe(false);
      }),
    );
  });
});

const good: RegisterValues = {
  username: 'novato02',
  password: 'Sorte2027',
  confirmPassword: 'Sorte2027',
  countryDialingCode: '+55',
  mobileNum: '11912345678',
  verificationCode: '123456',
  payeeName: 'MARIA OLIVEIRA',
  captcha: '4821',
};

describe('§5 Register: validation before submit', () => {
  const layout = registerLayout({ tab: 'username', features: all, settings });

  it('a complete form passes', () => {
    expect(validateRegister(layout, good, agreed)).toEqual({ ok: true });
  });

  it('every required field empty: each says why, plus terms and age', () => {
    const result = validateRegister(layout, {}, { acceptedTerms: false, confirmedAdult: false });
    expect(result).toEqual({
      ok: false,
      errors: {
        username: inputRequiredMessage,
        password: inputRequiredMessage,
        confirmPassword: inputRequiredMessage,
        countryDialingCode: inputRequiredMessage,
        mobileNum: invalidMobileNumberMessage,
        verificationCode: invalidVerificationCodeMessage,
        payeeName: inputRequiredMessage,
        captcha: captchaRequiredMessage,
        terms: termsRequiredMessage,
        adult: ageConfirmationMessage(18),
      },
    });
  });

  it.each<[string, RegisterValues, RegisterField, string]>([
    [
      'username starting with a digit',
      { username: '1novato' },
      'username',
      'Insira de 6 a 16 caracteres: comece com uma letra, seguida de letras ou números',
    ],
    [
      'username too short',
      { username: 'ab1' },
      'username',
      'Insira de 6 a 16 caracteres: comece com uma letra, seguida de letras ou números',
    ],
    [
      'password without a digit',
      { password: 'SorteSorte', confirmPassword: 'SorteSorte' },
      'password',
      'Insira de 8 a 20 letras e números, com pelo menos uma letra e um número',
    ],
    [
      'confirmation differs',
      { confirmPassword: 'Sorte2028' },
      'confirmPassword',
      'A senha de confirmação não está correta.',
    ],
    ['mobile with letters', { mobileNum: '1191234567a' }, 'mobileNum', 'Insira de 10 a 11 números'],
    [
      'dialing code with letters',
      { countryDialingCode: 'BR' },
      'countryDialingCode',
      'O formato do número de telefone está incorreto',
    ],
    [
      'code of 3 digits',
      { verificationCode: '123' },
      'verificationCode',
      'Insira um código de verificação válido',
    ],
    [
      'real name in lower case',
      { payeeName: 'maria oliveira' },
      'payeeName',
      'Insira de 2 a 40 caracteres, apenas letras maiúsculas e espaços, com pelo menos uma letra',
    ],
    [
      'e-mail without a domain',
      { email: 'maria@' },
      'email',
      'Insira um e-mail válido, de 5 a 60 caracteres',
    ],
    [
      'birthday not a date',
      { birthday: '31/12/1990' },
      'birthday',
      'Insira uma data no formato aaaa-MM-dd ou MM-dd-aaaa',
    ],
    [
      'invitation code with spaces',
      { referralCode: 'ANA 2026' },
      'referralCode',
      'Código de convite inválido',
    ],
  ])('%s', (_name, change, field, text) => {
    const result = validateRegister(layout, { ...good, ...change }, agreed);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual([field]);
    expect(pt._(result.errors[field]!)).toBe(text);
  });

  it('optional fields may stay empty; filled ones are checked', () => {
    expect(validateRegister(layout, { ...good, email: '', birthday: '   ' }, agreed)).toEqual({ ok: true });
    expect(
      validateRegister(layout, { ...good, email: 'maria@sorte.example', birthday: '1990-05-17' }, agreed),
    ).toEqual({
      ok: true,
    });
  });

  it('trims text fields but never passwords', () => {
    expect(validateRegister(layout, { ...good, username: '  novato02 ' }, agreed)).toEqual({ ok: true });
    const spaced = validateRegister(
      layout,
      { ...good, password: ' Sorte2027', confirmPassword: 'Sorte2027' },
      agreed,
    );
    expect(spaced.ok).toBe(false);
  });

  it('terms and the 18-or-older confirmation are both required', () => {
    expect(validateRegister(layout, good, { acceptedTerms: false, confirmedAdult: true })).toEqual({
      ok: false,
      errors: { terms: termsRequiredMessage },
    });
    expect(validateRegister(layout, good, { acceptedTerms: true, confirmedAdult: false })).toEqual({
      ok: false,
      errors: { adult: ageConfirmationMessage(18) },
    });
    expect(pt._(ageConfirmationMessage(18))).toBe('Confirme que você tem 18 anos ou mais');
  });

  it('a birthday under 18 years before today is refused (today passed in)', () => {
    const today = { year: 2026, month: 11, day: 22 };
    const adult = { ...good, birthday: '2008-11-22' };
    const child = { ...good, birthday: '11-23-2008' };
    expect(validateRegister(layout, adult, agreed, { today })).toEqual({ ok: true });
    expect(validateRegister(layout, child, agreed, { today })).toEqual({
      ok: false,
      errors: { birthday: underageMessage(18) },
    });
    expect(validateRegister(layout, child, agreed)).toEqual({ ok: true });
    expect(ageOn({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 2, day: 28 })).toBe(17);
    expect(ageOn({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 3, day: 1 })).toBe(18);
  });

  it('without server rules: password rule 6–20 (or the given one), mobile 6–15 digits, e-mail format', () => {
    const plain = registerLayout({
      tab: 'username',
      features: all,
      settings: { fields: { email: { enabled: true }, birthday: { enabled: true } } },
    });
    const values = { ...good, password: 'abc', confirmPassword: 'abc', mobileNum: '123', email: 'x@y' };
    expect(validateRegister(plain, { ...values, birthday: '1990-02-30' }, agreed)).toEqual({
      ok: false,
      errors: {
        password: passwordLengthMessage(6, 20),
        mobileNum: invalidMobileNumberMessage,
        email: emailFormatMessage,
        birthday: datePatternMessage,
      },
    });
    const custom = validateRegister(
      plain,
      { ...good, password: 'abcdefghi', confirmPassword: 'abcdefghi' },
      agreed,
      {
        passwordRule: { minLength: 10, maxLength: 12 },
      },
    );
    expect(custom).toEqual({ ok: false, errors: { password: passwordLengthMessage(10, 12) } });
  });

  it('the mobile tab without a password: no password checks', () => {
    const mobileOnly = registerLayout({ tab: 'mobile', features: accountFeatures({ MOBILENUMREG3: true }) });
    expect(
      validateRegister(
        mobileOnly,
        { countryDialingCode: '55', mobileNum: '11912345678', verificationCode: '123456' },
        agreed,
      ),
    ).toEqual({ ok: true });
    expect(
      validateRegister(mobileOnly, { countryDialingCode: '55', mobileNum: '', verificationCode: '' }, agreed),
    ).toEqual({
      ok: false,
      errors: { mobileNum: invalidMobileNumberMessage, verificationCode: invalidVerificationCodeMessage },
    });
  });

  it('property: a confirmation that differs from the password never passes', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (password, confirmPassword) => {
        fc.pre(password !== confirmPassword);
        const result = validateRegister(layout, { ...good, password, confirmPassword }, agreed);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.errors.confirmPassword).toBe(confirmPasswordMismatchMessage);
      }),
    );
  });

  it('property: any values never throw', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...names(layout)), fc.string({ unit: 'binary', maxLength: 400 })),
        (values) => {
          expect(typeof validateRegister(layout, values, agreed).ok).toBe('boolean');
        },
      ),
    );
  });
});

describe('§7 register body, §2 referral link, §8 invitation_code_error', () => {
  it('the body holds the layout fields only, trimmed, dialing code without +, plus domain', () => {
    const layout = registerLayout({ tab: 'username', features: all, settings });
    const body = registerRequestBody(
      layout,
      { ...good, username: ' novato02 ', qqNum: '12345', email: '' },
      { domain: 'sorte.example', captchaKey: 'k1', registerUrl: 'ignored' },
    );
    expect(body).toEqual({
      username: 'novato02',
      password: 'Sorte2027',
      confirmPassword: 'Sorte2027',
      countryDialingCode: '55',
      mobileNum: '11912345678',
      verificationCode: '123456',
      payeeName: 'MARIA OLIVEIRA',
      captcha: '4821',
      captchaKey: 'k1',
      domain: 'sorte.example',
    });
  });

  it('the mobile variant adds registerUrl and registerMethod WEB', () => {
    const layout = registerLayout({ tab: 'mobile', features: accountFeatures({ MOBILENUMREG3: true }) });
    expect(
      registerRequestBody(
        layout,
        { countryDialingCode: '55', mobileNum: '11912345678', verificationCode: '123456', password: 'x' },
        { registerUrl: 'https://sorte.example/register?referralCode=ANA2026', domain: 'sorte.example' },
      ),
    ).toEqual({
      countryDialingCode: '55',
      mobileNum: '11912345678',
      verificationCode: '123456',
      domain: 'sorte.example',
      registerMethod: 'WEB',
      registerUrl: 'https://sorte.example/register?referralCode=ANA2026',
    });
  });

  it.each([
    ['?referralCode=ANA2026', 'ANA2026'],
    ['referralCode=%20ana-2026_x%20&lang=en', 'ana-2026_x'],
    ['?referralCode=', null],
    ['?referralCode=<script>', null],
    [`?referralCode=${'A'.repeat(33)}`, null],
    ['?other=1', null],
  ])('referral code from %s → %s', (search, expected) => {
    expect(referralCodeFromQuery(search)).toBe(expected);
    expect(referralCodeFromQuery(new URLSearchParams(search))).toBe(expected);
  });

  it("'invitation_code_error' (as code or message) belongs to the referral field", () => {
    expect(INVITATION_CODE_ERROR).toBe('invitation_code_error');
    expect(registerRejectionField({ code: 'invitation_code_error' })).toEqual({
      field: 'referralCode',
      message: invalidInvitationCodeMessage,
    });
    expect(registerRejectionField({ message: ' INVITATION_CODE_ERROR ' })?.field).toBe('referralCode');
    expect(registerRejectionField({ code: 500, message: 'Username already exists' })).toBeNull();
    expect(registerRejectionField({})).toBeNull();
  });

  it('dialing code message is the phone-number format text', () => {
    expect(phoneNumberFormatMessage.message).toMatch(/telefone/);
  });
});
