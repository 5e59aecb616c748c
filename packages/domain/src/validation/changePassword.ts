import type { MessageDescriptor } from '@lingui/core';
import type { ValidationResult } from './login.ts';
import { confirmPasswordMismatchMessage, inputRequiredMessage, passwordLengthMessage } from './messages.ts';

/** Password length bounds: parameters whose values the spec does not show (§5); 6–20 until the gateway says. */
export interface PasswordRule {
  minLength: number;
  maxLength: number;
}

export const DEFAULT_PASSWORD_RULE: PasswordRule = { minLength: 6, maxLength: 20 };

/** The longest password bound taken from the gateway (the config's ceiling). */
const MAX_PASSWORD_BOUND = 256;

function bound(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= MAX_PASSWORD_BOUND
    ? number
    : null;
}

/**
 * The password rule the gateway gives (the register settings' password field: minLength, maxLength), each bound
 * over `fallback` (the config's `passwordRule`). A bound that is not a whole number from 1 to 256 keeps the
 * fallback's; bounds that cross (min above max) give the fallback whole.
 */
export function gatewayPasswordRule(
  gateway: { minLength?: unknown; maxLength?: unknown } | null | undefined,
  fallback: PasswordRule = DEFAULT_PASSWORD_RULE,
): PasswordRule {
  const rule = {
    minLength: bound(gateway?.minLength) ?? fallback.minLength,
    maxLength: bound(gateway?.maxLength) ?? fallback.maxLength,
  };
  return rule.minLength <= rule.maxLength ? rule : fallback;
}

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
  /** False when the old password is already known (it was typed at login moments ago). */
  requireOldPassword: boolean;
  rule?: PasswordRule;
}

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/** Counts code points, so an emoji or an accented letter is one character, as the user sees it. */
function characterCount(text: string): number {
  return Array.from(text).length;
}

export function isPasswordWithinRule(password: string, rule: PasswordRule = DEFAULT_PASSWORD_RULE): boolean {
  const length = characterCount(password);
  return length >= rule.minLength && length <= rule.maxLength;
}

/**
 * §5 Change password: the old password is required unless known; the new one follows the password rule
 * ('Please fill in your password with (min) - (max) characters'); the confirmation must equal it
 * ('Confirmation password is not correct.'). Passwords are never trimmed.
 */
export function validateChangePassword(input: ChangePasswordInput): ValidationResult<ChangePasswordField> {
  const rule = input.rule ?? DEFAULT_PASSWORD_RULE;
  const errors: Partial<Record<ChangePasswordField, MessageDescriptor>> = {};
  if (input.requireOldPassword && input.oldPassword === '') errors.oldPassword = inputRequiredMessage;
  if (!isPasswordWithinRule(input.newPassword, rule)) {
    errors.newPassword = passwordLengthMessage(rule.minLength, rule.maxLength);
  }
  if (input.confirmNewPassword === '') errors.confirmNewPassword = inputRequiredMessage;
  else if (input.confirmNewPassword !== input.newPassword)
    errors.confirmNewPassword = confirmPasswordMismatchMessage;
  return Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors };
}
