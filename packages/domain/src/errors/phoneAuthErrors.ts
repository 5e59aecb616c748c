import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PHONE_AUTH_LOCKOUT_MINUTES, type PhoneAuthErrorCode } from '../constants.ts';
import { invalidVerificationCodeMessage } from '../validation/messages.ts';
import { unknownErrorMessage, verificationRequiredMessage } from './gatewayErrors.ts';

// Spec §8 "Phone authentication codes" (the firebase phone path): each code → a message and the next action.
// Source (pt) texts here; English in each comment for the en catalog.

/** 'Please enter correct mobile number' (§8) */
export const correctMobileNumberMessage = msg`Insira um número de celular correto`;

/** 'Too many attempts, please try again after (minutes) minutes' (§8 too-many-requests, §9 5 minutes) */
export function tooManyAttemptsMessage(minutes: number): MessageDescriptor {
  return msg`Muitas tentativas. Tente novamente após ${minutes} minutos`;
}

/** 'The SMS limit has been reached, please contact customer service' (§8 quota-exceeded) */
export const smsQuotaExceededMessage = msg`O limite de envio de SMS foi atingido. Entre em contato com o atendimento ao cliente`;

/** 'This verification method is not available, please contact customer service' (§8 operation-not-allowed) */
export const verificationMethodUnavailableMessage = msg`Este método de verificação não está disponível. Entre em contato com o atendimento ao cliente`;

/** 'The code has expired, please send it again' (§8 code-expired) */
export const codeExpiredMessage = msg`O código expirou. Envie um novo código`;

/** 'Login failed, please try again' (§8 popup-closed-by-user) */
export const loginFailedRetryMessage = msg`Falha no login. Tente novamente`;

// The phone authentication codes of spec §8 (PHONE_AUTH_ERROR_CODES) are a spec constant: defined once in
// ../constants.ts, for the macro-free entry the simulated gateway imports too.
export { PHONE_AUTH_ERROR_CODES, type PhoneAuthErrorCode } from '../constants.ts';

/**
 * What the form does next:
 * - `fix-mobile`: focus the mobile number field;
 * - `fix-code`: focus the verification code field;
 * - `wait`: keep the send button disabled for `waitMinutes`;
 * - `resend`: the code is gone, enable the send button;
 * - `redo-verification`: run the captcha/robot check again, then resend;
 * - `contact-support`: offer the customer-service link;
 * - `retry`: let the user try the same step again.
 */
export type PhoneAuthNextAction =
  | 'fix-mobile'
  | 'fix-code'
  | 'wait'
  | 'resend'
  | 'redo-verification'
  | 'contact-support'
  | 'retry';

export interface PhoneAuthErrorOutcome {
  code: PhoneAuthErrorCode;
  message: MessageDescriptor;
  action: PhoneAuthNextAction;
  /** For `wait`: minutes before trying again (§9 phone auth lockout hint 5 minutes). */
  waitMinutes?: number;
}

const OUTCOMES: Readonly<Record<PhoneAuthErrorCode, Omit<PhoneAuthErrorOutcome, 'code'>>> = {
  'invalid-phone-number': { message: correctMobileNumberMessage, action: 'fix-mobile' },
  'missing-phone-number': { message: correctMobileNumberMessage, action: 'fix-mobile' },
  'too-many-requests': {
    message: tooManyAttemptsMessage(PHONE_AUTH_LOCKOUT_MINUTES),
    action: 'wait',
    waitMinutes: PHONE_AUTH_LOCKOUT_MINUTES,
  },
  unknown: { message: unknownErrorMessage, action: 'retry' },
  'invalid-verification-code': { message: invalidVerificationCodeMessage, action: 'fix-code' },
  'missing-verification-code': { message: invalidVerificationCodeMessage, action: 'fix-code' },
  'captcha-check-failed': { message: verificationRequiredMessage, action: 'redo-verification' },
  'quota-exceeded': { message: smsQuotaExceededMessage, action: 'contact-support' },
  'operation-not-allowed': { message: verificationMethodUnavailableMessage, action: 'contact-support' },
  'code-expired': { message: codeExpiredMessage, action: 'resend' },
  'popup-closed-by-user': { message: loginFailedRetryMessage, action: 'retry' },
};

/** The §8 code of a raw error code: `auth/` prefix, case and surrounding spaces ignored; anything else is 'unknown'. */
export function phoneAuthErrorCode(raw: unknown): PhoneAuthErrorCode {
  if (typeof raw !== 'string') return 'unknown';
  const code = raw
    .trim()
    .toLowerCase()
    .replace(/^auth\//, '');
  return Object.hasOwn(OUTCOMES, code) ? (code as PhoneAuthErrorCode) : 'unknown';
}

/** §8 phone authentication: the message and next action for a code (e.g. 'auth/code-expired'). */
export function phoneAuthError(raw: unknown): PhoneAuthErrorOutcome {
  const code = phoneAuthErrorCode(raw);
  return { code, ...OUTCOMES[code] };
}
