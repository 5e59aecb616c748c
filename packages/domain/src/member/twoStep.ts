import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inputRequiredMessage } from '../validation/messages.ts';

// Issue 23 item 5: two-step verification (an authenticator app's code, or one texted) at login and at withdrawal.

/** 'Wrong or expired code. Check the authenticator app and try again.' (the gateway refused the code) */
export const twoStepCodeRefusedMessage = msg`Código incorreto ou expirado. Confira o aplicativo autenticador e tente de novo.`;

/** 'Wrong or expired code. Check the latest SMS or ask for a new code.' (the gateway refused a texted code) */
export const twoStepSmsCodeRefusedMessage = msg`Código incorreto ou expirado. Confira o SMS mais recente ou peça um novo código.`;

/** 'Enter the 6 digits the app shows' */
export const twoStepCodeFormatMessage = msg`Digite os 6 dígitos que o aplicativo mostra`;

/** The problem with a typed two-step code (6 digits, spaces allowed), or null. */
export function twoStepCodeProblem(code: string): MessageDescriptor | null {
  const typed = code.replace(/\s/g, '');
  if (typed === '') return inputRequiredMessage;
  return /^\d{6}$/.test(typed) ? null : twoStepCodeFormatMessage;
}

/** The code as sent: digits only. */
export const twoStepCodeOf = (code: string) => code.replace(/\s/g, '');
