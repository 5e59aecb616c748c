import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Texts of the account forms (register, forgot password) beyond the §5 list. Source (pt) here; English in
// each comment for the en catalog.

/** 'Please accept the terms and conditions' (§5 Register: terms acceptance is checked before submit) */
export const termsRequiredMessage = msg`Aceite os termos e condições para continuar`;

/** 'Please confirm that you are (age) or older' (§5 Register, §9 age limit 18) */
export function ageConfirmationMessage(age: number): MessageDescriptor {
  return msg`Confirme que você tem ${age} anos ou mais`;
}

/** 'You must be (age) or older to register' (a birthday that makes the person younger than the age limit) */
export function underageMessage(age: number): MessageDescriptor {
  return msg`Você precisa ter ${age} anos ou mais para se cadastrar`;
}

/** 'The e-mail has been sent out, please check your inbox' (§8 'been out': forgot by e-mail succeeded) */
export const resetEmailSentMessage = msg`O e-mail foi enviado, verifique a sua caixa de entrada`;
