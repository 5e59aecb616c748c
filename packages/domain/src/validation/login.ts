import type { MessageDescriptor } from '@lingui/core';
import {
  captchaRequiredMessage,
  credentialsRequiredMessage,
  invalidMobileNumberMessage,
  invalidVerificationCodeMessage,
} from './messages.ts';

/** A validation outcome: every failing field with its message. */
export type ValidationResult<Field extends string> =
  | { ok: true }
  | { ok: false; errors: Partial<Record<Field, MessageDescriptor>> };

export interface UsernameLoginInput {
  username: string;
  password: string;
  captcha: string;
  /** True once the server asked for a captcha (§4 Failed login). */
  captchaRequired: boolean;
}

/** `form` carries the combined 'Please enter the username and password' message. */
export type UsernameLoginField = 'username' | 'password' | 'captcha' | 'form';

function result<Field extends string>(
  errors: Partial<Record<Field, MessageDescriptor>>,
): ValidationResult<Field> {
  return Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors };
}

/**
 * §5 Login by username: username and password required, captcha required when shown.
 * The username is trimmed; the password never is (a password of spaces is a password).
 */
export function validateUsernameLogin(input: UsernameLoginInput): ValidationResult<UsernameLoginField> {
  const errors: Partial<Record<UsernameLoginField, MessageDescriptor>> = {};
  const usernameEmpty = input.username.trim() === '';
  const passwordEmpty = input.password === '';
  if (usernameEmpty || passwordEmpty) {
    errors.form = credentialsRequiredMessage;
    if (usernameEmpty) errors.username = credentialsRequiredMessage;
    if (passwordEmpty) errors.password = credentialsRequiredMessage;
  }
  if (input.captchaRequired && input.captcha.trim() === '') errors.captcha = captchaRequiredMessage;
  return result(errors);
}

export interface DigitRange {
  min: number;
  max: number;
}

/** Mobile digit count is a parameter whose value the spec does not show (§5); 6–15 until configured. */
export const DEFAULT_MOBILE_DIGITS: DigitRange = { min: 6, max: 15 };
export const VERIFICATION_CODE_DIGITS: DigitRange = { min: 4, max: 8 };

function isUsableRange(range: DigitRange | undefined): range is DigitRange {
  return (
    range !== undefined &&
    Number.isInteger(range.min) &&
    Number.isInteger(range.max) &&
    range.min >= 1 &&
    range.min <= range.max
  );
}

/** True when the trimmed text is only ASCII digits, with a length inside the range. */
export function isDigitString(text: string, range: DigitRange): boolean {
  const value = text.trim();
  return value.length >= range.min && value.length <= range.max && /^[0-9]+$/.test(value);
}

/** A mobile number (without the country dialing code) of the configured digit count; an unusable range falls back to 6–15. */
export function isValidMobileNumber(mobileNum: string, mobileDigits?: DigitRange): boolean {
  return isDigitString(mobileNum, isUsableRange(mobileDigits) ? mobileDigits : DEFAULT_MOBILE_DIGITS);
}

/** A verification code of 4 to 8 digits. */
export function isValidVerificationCode(code: string): boolean {
  return isDigitString(code, VERIFICATION_CODE_DIGITS);
}

export interface SmsLoginInput {
  mobileNum: string;
  verificationCode: string;
}

export type SmsLoginField = 'mobileNum' | 'verificationCode';

export interface SmsLoginOptions {
  mobileDigits?: DigitRange;
}

/** §5 Login by SMS: a valid mobile number and a verification code are required. */
export function validateSmsLogin(
  input: SmsLoginInput,
  options: SmsLoginOptions = {},
): ValidationResult<SmsLoginField> {
  const errors: Partial<Record<SmsLoginField, MessageDescriptor>> = {};
  if (!isValidMobileNumber(input.mobileNum, options.mobileDigits))
    errors.mobileNum = invalidMobileNumberMessage;
  if (!isValidVerificationCode(input.verificationCode)) {
    errors.verificationCode = invalidVerificationCodeMessage;
  }
  return result(errors);
}
