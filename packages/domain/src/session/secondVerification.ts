import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isValidVerificationCode } from '../validation/login.ts';
import { inputRequiredMessage, invalidVerificationCodeMessage } from '../validation/messages.ts';

// §4 "A new-IP login needs a second verification by SMS, email, Google code or bank account name."
// Source (pt) texts here; English in each comment for the en catalog.

/** 'New login location: please confirm it is you' (title of the second-verification step) */
export const secondVerificationTitle = msg`Novo local de acesso: confirme que é você`;

/** 'Enter the code sent by SMS to your registered mobile' */
export const secondVerificationSmsPrompt = msg`Insira o código enviado por SMS para o seu celular cadastrado`;

/** 'Enter the code sent to your registered e-mail' */
export const secondVerificationEmailPrompt = msg`Insira o código enviado para o seu e-mail cadastrado`;

/** 'Enter the 6-digit code from Google Authenticator' */
export const secondVerificationGooglePrompt = msg`Insira o código de 6 dígitos do Google Authenticator`;

/** 'Enter the account holder name of your bank account' */
export const secondVerificationBankNamePrompt = msg`Insira o nome do titular da sua conta bancária`;

/** 'Please enter correct information' (§8: the answer was refused) */
export const correctInformationMessage = msg`Insira as informações corretas`;

/** The four ways of §4. */
export const SECOND_VERIFICATION_METHODS = ['sms', 'email', 'google', 'bankAccountName'] as const;
export type SecondVerificationMethod = (typeof SECOND_VERIFICATION_METHODS)[number];

export interface SecondVerificationStep {
  method: SecondVerificationMethod;
  prompt: MessageDescriptor;
  /** Input hints for the field. */
  inputMode: 'numeric' | 'text';
  autoComplete: 'one-time-code' | 'name';
  /** SMS and e-mail codes are sent by the gateway and can be sent again (after the countdown). */
  resendable: boolean;
}

const STEPS: Readonly<Record<SecondVerificationMethod, SecondVerificationStep>> = {
  sms: {
    method: 'sms',
    prompt: secondVerificationSmsPrompt,
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    resendable: true,
  },
  email: {
    method: 'email',
    prompt: secondVerificationEmailPrompt,
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    resendable: true,
  },
  google: {
    method: 'google',
    prompt: secondVerificationGooglePrompt,
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    resendable: false,
  },
  bankAccountName: {
    method: 'bankAccountName',
    prompt: secondVerificationBankNamePrompt,
    inputMode: 'text',
    autoComplete: 'name',
    resendable: false,
  },
};

/** The form step for the method the gateway asked for. */
export function secondVerificationStep(method: SecondVerificationMethod): SecondVerificationStep {
  return STEPS[method];
}

/**
 * Checks the answer before it is sent: SMS and e-mail codes 4–8 digits, a Google code exactly 6 digits
 * ('Please enter a valid verification code'), a bank account name not empty ('Input cannot be empty').
 */
export function validateSecondVerification(
  method: SecondVerificationMethod,
  answer: string,
): MessageDescriptor | null {
  const value = answer.trim();
  switch (method) {
    case 'sms':
    case 'email':
      return isValidVerificationCode(value) ? null : invalidVerificationCodeMessage;
    case 'google':
      return /^[0-9]{6}$/.test(value) ? null : invalidVerificationCodeMessage;
    case 'bankAccountName':
      return value === '' ? inputRequiredMessage : null;
  }
}
