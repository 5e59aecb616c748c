import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { needRealAccountMessage } from '../member/accountAccess.ts';
import type { AmountProblem, AmountReadProblem } from './amounts.ts';
import type { MoneyEventKind } from './model.ts';

// The cashier's texts. §8 gives three ('Please enter withdraw password', 'Please enter receiving address',
// 'Please enter correct information'); the rest are ours. Source (pt) texts here, English in the en catalog.

/** §8 'Please enter withdraw password' */
export const withdrawPasswordRequiredMessage = msg`Insira a senha de saque`;

/** §8 'Please enter receiving address' */
export const receivingAddressRequiredMessage = msg`Insira o endereço de recebimento`;

/** 'Wrong withdraw password' */
export const withdrawPasswordWrongMessage = msg`Senha de saque incorreta`;

/** 'You have no withdraw password yet: ask customer service to set one' */
export const withdrawPasswordNotSetMessage = msg`Você ainda não tem senha de saque: peça ao atendimento para criar uma`;

/** 'The amount is outside the limits' */
export const amountOutOfLimitsMessage = msg`O valor está fora dos limites`;

/** 'Enter an amount' */
export const amountRequiredMessage = msg`Insira um valor`;

/** 'Enter an amount in money, for example 100,00' */
export const amountInvalidMessage = msg`Insira um valor em dinheiro, por exemplo 100,00`;

/**
 * Why a typed amount could not be read, with an amount written the way the page's language writes it
 * (`1.234,56` in Portuguese, `1,234.56` in English): the player sees how to write it, never a guess.
 */
export function amountReadMessage(problem: AmountReadProblem, example: string): MessageDescriptor {
  switch (problem) {
    case 'empty':
      return amountRequiredMessage;
    case 'tooManyDecimals':
      return msg`Use no máximo duas casas decimais, por exemplo ${example}`;
    case 'ambiguous':
      return msg`Não entendemos este valor: escreva como ${example}`;
    case 'negative':
      return msg`Insira um valor positivo`;
    case 'tooLarge':
      return msg`Este valor é grande demais`;
    case 'invalid':
      return msg`Insira um valor em dinheiro, por exemplo ${example}`;
  }
}

/** 'More than your available balance' */
export const amountAboveBalanceMessage = msg`Valor acima do seu saldo disponível`;

/** 'The minimum is {min}' (min already formatted as money) */
export function amountBelowMinimumMessage(min: string): MessageDescriptor {
  return msg`O valor mínimo é ${min}`;
}

/** 'The maximum is {max}' (max already formatted as money) */
export function amountAboveMaximumMessage(max: string): MessageDescriptor {
  return msg`O valor máximo é ${max}`;
}

/** 'More than what is left of today's limit: {left}' (left already formatted as money) */
export function amountAboveLeftTodayMessage(left: string): MessageDescriptor {
  return msg`Valor acima do que resta do limite de hoje: ${left}`;
}

export function amountProblemMessage(
  problem: AmountProblem,
  formattedLimits: { min: string; max: string; leftToday: string },
): MessageDescriptor {
  switch (problem) {
    case 'required':
      return amountRequiredMessage;
    case 'invalid':
      return amountInvalidMessage;
    case 'aboveBalance':
      return amountAboveBalanceMessage;
    case 'belowMinimum':
      return amountBelowMinimumMessage(formattedLimits.min);
    case 'aboveMaximum':
      return amountAboveMaximumMessage(formattedLimits.max);
    case 'aboveLeftToday':
      return amountAboveLeftTodayMessage(formattedLimits.leftToday);
  }
}

/** 'The amount received must be less than the amount withdrawn; if it all arrived, choose full payment' */
export const partlyReceivedNotLessMessage = msg`O valor recebido deve ser menor que o valor sacado; se tudo chegou, escolha pagamento integral`;

/** 'Choose one of the answers' */
export const confirmationAnswerRequiredMessage = msg`Escolha uma das respostas`;

/** 'Attach a picture of the payment receipt' */
export const proofRequiredMessage = msg`Anexe uma imagem do comprovante de pagamento`;

/** 'The image is larger than 5 MB' */
export const proofSizeMessage = msg`A imagem tem mais de 5 MB`;

/**
 * 'We could not tell whether this went through. Your balances and the transaction have been checked again: try
 * again only if it is not listed.' Shown after a timeout, a dropped connection or a 5xx on a money call.
 */
export const moneyOutcomeUnknownMessage = msg`Não sabemos se a operação foi concluída. Conferimos novamente seus saldos e a transação: tente de novo só se ela não aparecer.`;

/**
 * 'This request had already been sent with other details. Check your withdrawals and balance before sending again.'
 * A gateway's refusal of the Idempotency-Key itself (issue 22 item 6), never shown in its own words.
 */
export const idempotencyRefusalMessage = msg`Este pedido já tinha sido enviado com outros dados. Confira seus saques e seu saldo antes de enviar de novo.`;

/** §4 Notification types: the toast's title for each. */
export const moneyEventTitles: Record<MoneyEventKind, MessageDescriptor> = {
  depositCredited: msg`Depósito creditado`,
  withdrawalApproved: msg`Saque aprovado`,
  withdrawalRejected: msg`Saque rejeitado`,
  depositFailed: msg`Depósito falhou`,
};

// The cashier's refusals (readings: §8 names none; the simulated gateway's codes and common variants), by squashed
// code. Kept out of the site-wide code table so their texts load with the cashier, not with every page.
const CASHIER_REFUSALS: Readonly<Record<string, MessageDescriptor>> = {
  inneedtrueaccount: needRealAccountMessage,
  insufficientbalance: amountAboveBalanceMessage,
  balancenotenough: amountAboveBalanceMessage,
  wrongwithdrawpassword: withdrawPasswordWrongMessage,
  withdrawpassworderror: withdrawPasswordWrongMessage,
  incorrectwithdrawpassword: withdrawPasswordWrongMessage,
  withdrawpasswordnotset: withdrawPasswordNotSetMessage,
  amountoutoflimits: amountOutOfLimitsMessage,
};

/** Our text for a money call's refusal code, or null (then the site-wide rules apply). */
export function cashierRefusalMessage(code: string | number | null | undefined): MessageDescriptor | null {
  if (code === null || code === undefined) return null;
  const squashed = String(code)
    .toLowerCase()
    .replace(/[\s_\-./]+/g, '');
  return Object.hasOwn(CASHIER_REFUSALS, squashed) ? (CASHIER_REFUSALS[squashed] ?? null) : null;
}
