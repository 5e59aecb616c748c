import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The validation texts of spec §5 "Message texts". Source (pt) texts here; the en catalog holds the spec's English.

/** 'Please fill in your password with (min) - (max) characters' */
export function passwordLengthMessage(min: number, max: number): MessageDescriptor {
  return msg`Preencha a sua senha com ${min} - ${max} caracteres`;
}

/** 'Please enter a valid verification code' */
export const invalidVerificationCodeMessage = msg`Insira um código de verificação válido`;

/** 'Please enter a valid mobile number' */
export const invalidMobileNumberMessage = msg`Insira um número de celular válido`;

/** 'Incorrect confirmation input' */
export const incorrectConfirmationMessage = msg`Confirmação incorreta`;

/** 'Real name format is incorrect' */
export const realNameFormatMessage = msg`O formato do nome real está incorreto`;

/** 'Phone number format is incorrect' */
export const phoneNumberFormatMessage = msg`O formato do número de telefone está incorreto`;

/** 'Invalid invitation code' */
export const invalidInvitationCodeMessage = msg`Código de convite inválido`;

/** 'Account format is incorrect' */
export const accountFormatMessage = msg`O formato da conta está incorreto`;

/** 'Password format is incorrect' */
export const passwordFormatMessage = msg`O formato da senha está incorreto`;

/** 'E-mail format is incorrect' */
export const emailFormatMessage = msg`O formato do e-mail está incorreto`;

/** 'Confirmation password is not correct.' */
export const confirmPasswordMismatchMessage = msg`A senha de confirmação não está correta.`;

/** 'Please enter the captcha' */
export const captchaRequiredMessage = msg`Insira o captcha`;

/** 'Input cannot be empty' */
export const inputRequiredMessage = msg`O campo não pode ficar vazio`;

/** 'Please enter the username and password' */
export const credentialsRequiredMessage = msg`Insira o nome de usuário e a senha`;
