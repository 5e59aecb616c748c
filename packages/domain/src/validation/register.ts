import type { MessageDescriptor } from '@lingui/core';
import { MINIMUM_AGE } from '../constants.ts';
import type { RegistrationLimitValues } from '../responsibleGaming/mandatoryLimits.ts';
import type { AccountFeatures, RegisterTab } from '../whiteLabel/accountFeatures.ts';
import { DEFAULT_PASSWORD_RULE, isPasswordWithinRule, type PasswordRule } from './changePassword.ts';
import {
  type DigitRange,
  isValidMobileNumber,
  isValidVerificationCode,
  type ValidationResult,
} from './login.ts';
import {
  accountFormatMessage,
  captchaRequiredMessage,
  confirmPasswordMismatchMessage,
  emailFormatMessage,
  inputRequiredMessage,
  invalidInvitationCodeMessage,
  invalidMobileNumberMessage,
  invalidVerificationCodeMessage,
  passwordFormatMessage,
  passwordLengthMessage,
  phoneNumberFormatMessage,
  realNameFormatMessage,
} from './messages.ts';
import { datePatternMessage } from './patternMessages.ts';
import { ageConfirmationMessage, termsRequiredMessage, underageMessage } from './registerMessages.ts';
import {
  type CalendarDate,
  type CompiledRegisterRule,
  type CompileRuleOptions,
  compileRegisterRule,
  PATTERN_VARIANTS,
  parseRegisterDate,
  type RegisterRuleInput,
} from './registerPatterns.ts';

/**
 * §5 Register: fields that appear only when the server's register settings enable them, and are required
 * only when the settings say so. The first twelve are the §5 list; the rest are the further labels of §3
 * (their wire names are not shown by the spec: camelCase of the label).
 */
export const REGISTER_OPTIONAL_FIELDS = [
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'nickname',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'telegram',
  'zalo',
  'skype',
  'captcha',
] as const;
export type RegisterOptionalField = (typeof REGISTER_OPTIONAL_FIELDS)[number];

export type RegisterField =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'countryDialingCode'
  | 'mobileNum'
  | 'verificationCode'
  | 'referralCode'
  | RegisterOptionalField;

/** One field of the register settings, structurally (the gateway's normalised shape fits). */
export interface RegisterFieldSettingInput {
  enabled?: boolean | null;
  required?: boolean | null;
  validation?: RegisterRuleInput | null;
}

/** GET /wps/system/setting/register, structurally: settings per register field name. */
export interface RegisterSettingsInput {
  fields?: Readonly<Record<string, RegisterFieldSettingInput | null | undefined>> | null;
}

export interface RegisterFieldSpec {
  name: RegisterField;
  /** Shows the asterisk (§5 "An asterisk marks required fields"). */
  required: boolean;
  /** The server's rule for the field, compiled (absent: the built-in checks below apply). */
  rule?: CompiledRegisterRule;
}

export interface RegisterLayoutInput {
  tab: RegisterTab;
  features: Pick<
    AccountFeatures,
    'registerTabs' | 'mobileRegistrationWithPassword' | 'registerSmsVerification'
  >;
  settings?: RegisterSettingsInput | null;
  /** `?referralCode=` of /register (§2): the referral field then shows, prefilled. */
  referralCodeFromUrl?: string | null;
}

export interface RegisterLayout {
  /** The tab in effect: 'username' when the mobile tab was asked for but is not enabled. */
  tab: RegisterTab;
  /** In display order. */
  fields: readonly RegisterFieldSpec[];
  /** The gateway call: PUT /wps/member/register or PUT /wps/member/register/mobile. */
  call: 'register' | 'registerMobile';
  /** The registration SMS variant (§7 "username or mobile variants"), or null when no code is asked. */
  smsVariant: 'username' | 'mobile' | null;
}

const FALLBACK_MESSAGES: Partial<Record<RegisterField, MessageDescriptor>> = {
  username: accountFormatMessage,
  password: passwordFormatMessage,
  paymentPassword: passwordFormatMessage,
  email: emailFormatMessage,
  payeeName: realNameFormatMessage,
  mobileNum: phoneNumberFormatMessage,
  referralCode: invalidInvitationCodeMessage,
};

function settingOf(settings: RegisterSettingsInput | null | undefined, name: string) {
  const fields = settings?.fields;
  if (!fields || typeof fields !== 'object' || !Object.hasOwn(fields, name)) return undefined;
  return fields[name] ?? undefined;
}

function ruleFor(
  settings: RegisterSettingsInput | null | undefined,
  name: RegisterField,
): CompiledRegisterRule | undefined {
  const validation = settingOf(settings, name)?.validation;
  if (!validation || typeof validation !== 'object') return undefined;
  const fallback = FALLBACK_MESSAGES[name];
  const options: CompileRuleOptions = fallback ? { fallbackMessage: fallback } : {};
  return compileRegisterRule(validation, options);
}

function spec(
  settings: RegisterSettingsInput | null | undefined,
  name: RegisterField,
  required: boolean,
): RegisterFieldSpec {
  const rule = ruleFor(settings, name);
  return rule ? { name, required, rule } : { name, required };
}

/**
 * §5 Register, §6 switches: the fields of one register tab, in order.
 * - Username tab: username, password, confirmation; the mobile number when the settings enable it or when an
 *   SMS code is required (REGMOBVERF3: the code goes to that number); the code when REGMOBVERF3 is on.
 * - Mobile tab: dialing code and mobile number (required); the password and confirmation when
 *   MOBILENUMPASSREG3 is on; the SMS code when REGMOBVERF3 is on, and always when there is no password (the
 *   code is then the only proof of the number, and SMS login the only way back in).
 * - Then every optional field the settings enable (required when they say so), the referral code (enabled,
 *   or present in the URL), and the captcha last.
 */
export function registerLayout(input: RegisterLayoutInput): RegisterLayout {
  const { features, settings } = input;
  const tab: RegisterTab =
    input.tab === 'mobile' && features.registerTabs.includes('mobile') ? 'mobile' : 'username';
  const fields: RegisterFieldSpec[] = [];
  const enabled = (name: string) => settingOf(settings, name)?.enabled === true;
  const requiredBySettings = (name: string) => enabled(name) && settingOf(settings, name)?.required === true;
  let smsVariant: RegisterLayout['smsVariant'] = null;

  if (tab === 'username') {
    fields.push(spec(settings, 'username', true), spec(settings, 'password', true));
    fields.push(spec(settings, 'confirmPassword', true));
    const sms = features.registerSmsVerification;
    if (sms || enabled('mobileNum')) {
      const required = sms || requiredBySettings('mobileNum');
      fields.push({ name: 'countryDialingCode', required }, spec(settings, 'mobileNum', required));
    }
    if (sms) {
      fields.push({ name: 'verificationCode', required: true });
      smsVariant = 'username';
    }
  } else {
    fields.push({ name: 'countryDialingCode', required: true }, spec(settings, 'mobileNum', true));
    const withPassword = features.mobileRegistrationWithPassword;
    if (features.registerSmsVerification || !withPassword) {
      fields.push({ name: 'verificationCode', required: true });
      smsVariant = 'mobile';
    }
    if (withPassword) {
      fields.push(spec(settings, 'password', true), spec(settings, 'confirmPassword', true));
    }
  }

  for (const name of REGISTER_OPTIONAL_FIELDS) {
    if (name === 'captcha') continue;
    if (enabled(name)) fields.push(spec(settings, name, requiredBySettings(name)));
  }
  const fromUrl = typeof input.referralCodeFromUrl === 'string' && input.referralCodeFromUrl.trim() !== '';
  if (enabled('referralCode') || fromUrl) {
    fields.push(spec(settings, 'referralCode', requiredBySettings('referralCode')));
  }
  if (enabled('captcha')) fields.push({ name: 'captcha', required: requiredBySettings('captcha') });

  return { tab, fields, call: tab === 'mobile' ? 'registerMobile' : 'register', smsVariant };
}

/** Whether a field is on the form, and whether it shows the asterisk. */
export function registerFieldState(
  layout: RegisterLayout,
  name: RegisterField,
): { shown: boolean; required: boolean } {
  const field = layout.fields.find((candidate) => candidate.name === name);
  return { shown: field !== undefined, required: field?.required ?? false };
}

/** What the registration form holds: its fields, and the mandatory limits a jurisdiction asks for (issue 26). */
export type RegisterValues = Partial<Record<RegisterField, string>> & RegistrationLimitValues;

export interface RegisterConfirmations {
  /** Terms and conditions accepted. */
  acceptedTerms: boolean;
  /** "I am 18 or older" confirmed (the app may bind both to one checkbox). */
  confirmedAdult: boolean;
}

export interface ValidateRegisterOptions {
  /** The password rule when the settings give none (default 6–20, the change-password rule). */
  passwordRule?: PasswordRule;
  /** Mobile digit count when the settings give no mobile rule (default 6–15). */
  mobileDigits?: DigitRange;
  /** Today's date, to check a birthday against the age limit (no check without it). */
  today?: CalendarDate;
}

export type RegisterErrorField = RegisterField | 'terms' | 'adult' | 'lossLimit' | 'timeLimit';

const UNTRIMMED: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword']);
const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,32}$/;
const DIALING_CODE = /^\+?[0-9]{1,4}$/;

/** Whole years from `birth` to `today` (a birthday not yet reached this year does not count). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** A form value as it is checked and sent: trimmed, except passwords. */
export function registerValue(values: RegisterValues, name: RegisterField): string {
  const raw = values[name];
  if (typeof raw !== 'string') return '';
  return UNTRIMMED.has(name) ? raw : raw.trim();
}

function requiredMessage(name: RegisterField): MessageDescriptor {
  if (name === 'verificationCode') return invalidVerificationCodeMessage;
  if (name === 'captcha') return captchaRequiredMessage;
  if (name === 'mobileNum') return invalidMobileNumberMessage;
  return inputRequiredMessage;
}

function fieldError(
  field: RegisterFieldSpec,
  value: string,
  values: RegisterValues,
  options: ValidateRegisterOptions,
): MessageDescriptor | null {
  const { name, rule } = field;
  switch (name) {
    case 'confirmPassword':
      return value === registerValue(values, 'password') ? null : confirmPasswordMismatchMessage;
    case 'verificationCode':
      return isValidVerificationCode(value) ? null : invalidVerificationCodeMessage;
    case 'captcha':
      return null;
    case 'countryDialingCode':
      return DIALING_CODE.test(value) ? null : phoneNumberFormatMessage;
    case 'mobileNum':
      if (rule) return rule.test(value) ? null : rule.message;
      return isValidMobileNumber(value, options.mobileDigits) ? null : invalidMobileNumberMessage;
    case 'referralCode':
      return (rule ? rule.test(value) : REFERRAL_CODE.test(value)) ? null : invalidInvitationCodeMessage;
    case 'password': {
      if (rule) return rule.test(value) ? null : rule.message;
      const passwordRule = options.passwordRule ?? DEFAULT_PASSWORD_RULE;
      return isPasswordWithinRule(value, passwordRule)
        ? null
        : passwordLengthMessage(passwordRule.minLength, passwordRule.maxLength);
    }
    case 'email':
      if (rule) return rule.test(value) ? null : rule.message;
      return PATTERN_VARIANTS.email.matcher.test(value) && value.length <= 254 ? null : emailFormatMessage;
    case 'birthday': {
      if (rule && !rule.test(value)) return rule.message;
      const birth = parseRegisterDate(value);
      if (!birth) return rule ? null : datePatternMessage;
      if (options.today && ageOn(birth, options.today) < MINIMUM_AGE) return underageMessage(MINIMUM_AGE);
      return null;
    }
    default:
      if (rule) return rule.test(value) ? null : rule.message;
      return null;
  }
}

/**
 * §5 Register, before submit: every field of the layout (required → not empty; a filled field → its rule),
 * the confirmation equals the password ('Confirmation password is not correct.'), the SMS code is 4–8 digits,
 * an invitation code is letters/digits ('Invalid invitation code', the 'invitation_code_error' text), then the
 * terms and the 18-or-older confirmation. Every failing field is reported at once.
 */
export function validateRegister(
  layout: RegisterLayout,
  values: RegisterValues,
  confirmations: RegisterConfirmations,
  options: ValidateRegisterOptions = {},
): ValidationResult<RegisterErrorField> {
  const errors: Partial<Record<RegisterErrorField, MessageDescriptor>> = {};
  for (const field of layout.fields) {
    const value = registerValue(values, field.name);
    if (value === '') {
      if (field.required) errors[field.name] = requiredMessage(field.name);
      continue;
    }
    const error = fieldError(field, value, values, options);
    if (error) errors[field.name] = error;
  }
  if (confirmations.acceptedTerms !== true) errors.terms = termsRequiredMessage;
  if (confirmations.confirmedAdult !== true) errors.adult = ageConfirmationMessage(MINIMUM_AGE);
  return Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors };
}

/** §7 registerMobile: "the mobile variant adds registerUrl and registerMethod WEB". */
export const REGISTER_METHOD = 'WEB';

export interface RegisterBodyExtras {
  /** The site's domain (§3 Register user `domain`), e.g. the page's host. */
  domain?: string;
  /** Mobile variant: the page the registration happened on. */
  registerUrl?: string;
  /** The captcha key returned with the captcha image. */
  captchaKey?: string;
}

/**
 * The register call's body: the layout's filled fields only (trimmed, passwords as typed), plus `domain`,
 * and for the mobile tab `registerUrl` and `registerMethod: 'WEB'`.
 */
export function registerRequestBody(
  layout: RegisterLayout,
  values: RegisterValues,
  extras: RegisterBodyExtras = {},
): Record<string, string> {
  const body: Record<string, string> = {};
  for (const { name } of layout.fields) {
    const value = registerValue(values, name);
    if (value !== '') body[name] = name === 'countryDialingCode' ? value.replace(/^\+/, '') : value;
  }
  if (extras.domain) body.domain = extras.domain;
  if (extras.captchaKey && body.captcha) body.captchaKey = extras.captchaKey;
  if (layout.call === 'registerMobile') {
    body.registerMethod = REGISTER_METHOD;
    if (extras.registerUrl) body.registerUrl = extras.registerUrl;
  }
  return body;
}

/** `referralCode` of the /register query (§2), when it is a plausible code; null otherwise. */
export function referralCodeFromQuery(params: URLSearchParams | string): string | null {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params;
  const code = search.get('referralCode')?.trim() ?? '';
  return REFERRAL_CODE.test(code) ? code : null;
}

/** The server's code (or message) for a failed invitation-code check (§8). */
export const INVITATION_CODE_ERROR = 'invitation_code_error';

/**
 * A register rejection that belongs to a field: 'invitation_code_error' (as `code` or `message`) is the
 * referral code's 'Invalid invitation code'. Null for anything else (show the server's message).
 */
export function registerRejectionField(rejection: {
  code?: string | number | null;
  message?: string | null;
}): { field: RegisterField; message: MessageDescriptor } | null {
  const marks = [rejection.code, rejection.message].map((part) =>
    typeof part === 'string' ? part.trim().toLowerCase() : '',
  );
  return marks.includes(INVITATION_CODE_ERROR)
    ? { field: 'referralCode', message: invalidInvitationCodeMessage }
    : null;
}
