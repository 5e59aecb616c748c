import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Spec §5 "Pattern messages": one language text per register pattern variant, with (min) and (max)
// substituted. Source (pt) texts here; the en catalog holds the English (see each comment).

/** 'Please enter (min) - (max) characters' (pattern `*`, or no pattern: any characters) */
export function anyPatternMessage(min: number, max: number): MessageDescriptor {
  return msg`Insira de ${min} a ${max} caracteres`;
}

/** 'Please enter (min) - (max) characters: start with a letter, followed by letters or digits' */
export function letterThenAlphanumericMessage(min: number, max: number): MessageDescriptor {
  return msg`Insira de ${min} a ${max} caracteres: comece com uma letra, seguida de letras ou números`;
}

/** 'Please enter (min) - (max) characters, Chinese characters and digits only' */
export function chineseAndDigitsMessage(min: number, max: number): MessageDescriptor {
  return msg`Insira de ${min} a ${max} caracteres, apenas caracteres chineses e números`;
}

/** 'Please enter a valid e-mail address of (min) - (max) characters' */
export function emailPatternMessage(min: number, max: number): MessageDescriptor {
  return msg`Insira um e-mail válido, de ${min} a ${max} caracteres`;
}

/** 'Please enter (min) - (max) letters or digits, without special characters' */
export function alphanumericMessage(min: number, max: number): MessageDescriptor {
  return msg`Insira de ${min} a ${max} letras ou números, sem caracteres especiais`;
}

/** 'Please enter (min) - (max) letters and digits, with at least one letter and one digit' */
export function lettersAndDigitsMessage(min: number, max: number): MessageDescriptor {
  return msg`Insira de ${min} a ${max} letras e números, com pelo menos uma letra e um número`;
}

/** 'Please enter (min) - (max) digits' */
export function digitsOnlyMessage(min: number, max: number): MessageDescriptor {
  return msg`Insira de ${min} a ${max} números`;
}

/** 'Please enter (min) - (max) letters or digits, with at least one uppercase letter' */
export function alphanumericWithUppercaseMessage(min: number, max: number): MessageDescriptor {
  return msg`Insira de ${min} a ${max} letras ou números, com pelo menos uma letra maiúscula`;
}

/** 'Please enter (min) - (max) characters, English letters and spaces only' */
export function lettersAndSpacesMessage(min: number, max: number): MessageDescriptor {
  return msg`Insira de ${min} a ${max} caracteres, apenas letras sem acento e espaços`;
}

/** 'Please enter (min) - (max) characters without spaces' */
export function noSpacesMessage(min: number, max: number): MessageDescriptor {
  return msg`Insira de ${min} a ${max} caracteres, sem espaços`;
}

/** 'Please enter (min) - (max) characters, Chinese characters and punctuation only' */
export function chineseAndPunctuationMessage(min: number, max: number): MessageDescriptor {
  return msg`Insira de ${min} a ${max} caracteres, apenas caracteres chineses e pontuação`;
}

/** 'Please enter a date as yyyy-MM-dd or MM-dd-yyyy' (a date has a fixed length: no (min)/(max)) */
export const datePatternMessage = msg`Insira uma data no formato aaaa-MM-dd ou MM-dd-aaaa`;

/** 'Please enter (min) - (max) characters, Korean only' */
export function koreanOnlyMessage(min: number, max: number): MessageDescriptor {
  return msg`Insira de ${min} a ${max} caracteres, apenas coreano`;
}

/** 'Please enter (min) - (max) characters, Thai only' */
export function thaiOnlyMessage(min: number, max: number): MessageDescriptor {
  return msg`Insira de ${min} a ${max} caracteres, apenas tailandês`;
}

/** 'Please enter (min) - (max) characters, Thai or English letters and spaces only' */
export function thaiOrEnglishWithSpacesMessage(min: number, max: number): MessageDescriptor {
  return msg`Insira de ${min} a ${max} caracteres, apenas letras tailandesas ou inglesas e espaços`;
}

/** 'Please enter (min) - (max) characters, uppercase letters and spaces only, with at least one English letter' */
export function uppercaseAndSpacesMessage(min: number, max: number): MessageDescriptor {
  return msg`Insira de ${min} a ${max} caracteres, apenas letras maiúsculas e espaços, com pelo menos uma letra`;
}

/** 'Please enter (min) - (max) characters: letters, digits or symbols, without spaces' */
export function lettersDigitsSymbolsMessage(min: number, max: number): MessageDescriptor {
  return msg`Insira de ${min} a ${max} caracteres: letras, números ou símbolos, sem espaços`;
}

/** 'Please enter (min) - (max) characters in the required format' (a server pattern of no known variant) */
export function customPatternMessage(min: number, max: number): MessageDescriptor {
  return msg`Insira de ${min} a ${max} caracteres no formato exigido`;
}
