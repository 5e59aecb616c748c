import type { MessageDescriptor } from '@lingui/core';
import { DEFAULT_PASSWORD_RULE, isPasswordWithinRule, type PasswordRule } from './changePassword.ts';
import {
  type DigitRange,
  isValidMobileNumber,
  isValidVerificationCode,
  type ValidationResult,
} from './login.ts';
import {
  accountFormatMessage,
  confirmPasswordMismatchMessage,
  emailFormatMessage,
  inputRequiredMessage,
  invalidMobileNumberMessage,
  invalidVerificationCodeMessage,
  passwordLengthMessage,
} from './messages.ts';
import { type CompiledRegisterRule, PATTERN_VARIANTS } from './registerPatterns.ts';

function result<Field extends string>(
  errors: Partial<Record<Field, MessageDescriptor>>,
): ValidationResult<Field> {
  return Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors };
}

/** A username without a server rule: 1–64 characters, no whitespace. */
const PLAIN_USERNAME = /^\S{1,64}$/u;

/** §5 e-mail format (the built-in e-mail variant, at most 254 characters). */
export function isValidEmail(email: string): boolean {
  const value = email.trim();
  return value.length <= 254 && PATTERN_VARIANTS.email.matcher.test(value);
}

export interface ForgotByEmailInput {
  username: string;
  email: string;
}

export interface ForgotByEmailOptions {
  /** The register settings' username rule, when known; otherwise 'Account format is incorrect' for spaces. */
  usernameRule?: CompiledRegisterRule;
}

/** §5 Forgot by email: username (required, format rule) and email (required, email format). Trimmed. */
export function validateForgotByEmail(
  input: ForgotByEmailInput,
  options: ForgotByEmailOptions = {},
): ValidationResult<'username' | 'email'> {
  const errors: Partial<Record<'username' | 'email', MessageDescriptor>> = {};
  const username = input.username.trim();
  if (username === '') errors.username = inputRequiredMessage;
  else if (options.usernameRule) {
    if (!options.usernameRule.test(username)) errors.username = options.usernameRule.message;
  } else if (!PLAIN_USERNAME.test(username)) errors.username = accountFormatMessage;
  const email = input.email.trim();
  if (email === '') errors.email = inputRequiredMessage;
  else if (!isValidEmail(email)) errors.email = emailFormatMessage;
  return result(errors);
}

export interface ForgotByMobileInput {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  /** Checked only when the form has a confirmation field. */
  confirmNewPassword?: string;
}

export type ForgotByMobileField = 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';

export interface ForgotByMobileOptions {
  mobileDigits?: DigitRange;
  passwordRule?: PasswordRule;
}

/**
 * §5 Forgot by mobile: mobile number, verification code and new password are all required (and valid:
 * 'Please enter a valid mobile number', 'Please enter a valid verification code', the password rule).
 */
export function validateForgotByMobile(
  input: ForgotByMobileInput,
  options: ForgotByMobileOptions = {},
): ValidationResult<ForgotByMobileField> {
  const errors: Partial<Record<ForgotByMobileField, MessageDescriptor>> = {};
  if (!isValidMobileNumber(input.mobileNum, options.mobileDigits))
    errors.mobileNum = invalidMobileNumberMessage;
  if (!isValidVerificationCode(input.verificationCode)) {
    errors.verificationCode = invalidVerificationCodeMessage;
  }
  const rule = options.passwordRule ?? DEFAULT_PASSWORD_RULE;
  if (!isPasswordWithinRule(input.newPassword, rule)) {
    errors.newPassword = passwordLengthMessage(rule.minLength, rule.maxLength);
  }
  if (input.confirmNewPassword !== undefined) {
    if (input.confirmNewPassword === '') errors.confirmNewPassword = inputRequiredMessage;
    else if (input.confirmNewPassword !== input.newPassword) {
      errors.confirmNewPassword = confirmPasswordMismatchMessage;
    }
  }
  return result(errors);
}
