import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The security centre (§2 member centre securityCenter): the bound mobile number and e-mail shown masked, and the
// withdraw password (§8 'Please enter withdraw password'). Reading: a withdraw password is 6 digits, like the
// demo gateway's; the gateway has the last word.

const MASK = '•';

/** A mobile number with only its first 2 and last 3 digits shown: `+55 11•••••321`. */
export function maskMobile(mobileNum: string, countryDialingCode?: string): string {
  const digits = mobileNum.replace(/\D/g, '');
  const shown =
    digits.length <= 5
      ? digits.replace(/./g, MASK)
      : `${digits.slice(0, 2)}${MASK.repeat(digits.length - 5)}${digits.slice(-3)}`;
  return countryDialingCode ? `+${countryDialingCode.replace(/\D/g, '')} ${shown}` : shown;
}

/** An e-mail with only the first 2 characters of its name shown: `an•••@sorte.example`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return MASK.repeat(3);
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length - 1))}${MASK.repeat(3)}${email.slice(at)}`;
}

export type WithdrawPasswordProblem = 'required' | 'format' | 'mismatch' | 'same-as-old';

export const WITHDRAW_PASSWORD_PATTERN = /^\d{6}$/;

/** The withdraw password form's problems per field (old only when the account has one). */
export function withdrawPasswordProblems(values: {
  hasWithdrawPassword: boolean;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}): Partial<Record<'oldPassword' | 'newPassword' | 'confirmPassword', WithdrawPasswordProblem>> {
  const problems: Partial<
    Record<'oldPassword' | 'newPassword' | 'confirmPassword', WithdrawPasswordProblem>
  > = {};
  if (values.hasWithdrawPassword && values.oldPassword === '') problems.oldPassword = 'required';
  if (values.newPassword === '') problems.newPassword = 'required';
  else if (!WITHDRAW_PASSWORD_PATTERN.test(values.newPassword)) problems.newPassword = 'format';
  else if (values.hasWithdrawPassword && values.newPassword === values.oldPassword)
    problems.newPassword = 'same-as-old';
  if (values.confirmPassword === '') problems.confirmPassword = 'required';
  else if (values.confirmPassword !== values.newPassword) problems.confirmPassword = 'mismatch';
  return problems;
}

export function withdrawPasswordProblemMessage(problem: WithdrawPasswordProblem): MessageDescriptor {
  switch (problem) {
    case 'required':
      return msg`O campo não pode ficar vazio`;
    case 'format':
      return msg`A senha de saque tem 6 dígitos`;
    case 'mismatch':
      return msg`A senha de confirmação não está correta.`;
    case 'same-as-old':
      return msg`A nova senha deve ser diferente da atual`;
  }
}
