import type { MessageDescriptor } from '@lingui/core';
import { formatMoney, type MoneyFormatOptions } from '../locale/formats.ts';
import { correctInformationMessage } from '../session/secondVerification.ts';
import { imageUploadProblemMessages } from '../uploads/imageUpload.ts';
import { type AmountLimits, amountExample, amountProblem, leftToday, parseAmount } from './amounts.ts';
import {
  amountInvalidMessage,
  amountProblemMessage,
  amountReadMessage,
  confirmationAnswerRequiredMessage,
  partlyReceivedNotLessMessage,
  proofRequiredMessage,
  proofSizeMessage,
  receivingAddressRequiredMessage,
  withdrawPasswordRequiredMessage,
} from './messages.ts';
import type {
  DailyAllowance,
  DepositChannel,
  PixKeyType,
  ReceivingAccount,
  WithdrawalConfirmationKind,
  WithdrawalLimits,
} from './model.ts';
import { pixKeyProblem } from './pix.ts';
import { type ProofImage, partlyReceivedProblems } from './withdrawalConfirmation.ts';

// The cashier's forms as the player types them (amounts as text, kept exactly as typed on any error) and the
// field messages of each: what the app's form pattern validates with and what the ui's forms show.

type FieldMessages<Field extends string> = Partial<Record<Field, MessageDescriptor>>;

/**
 * The message of an amount field as typed, read in `locale` (issue 22: as the page's language writes it, never
 * guessed), then checked against the limits (formatted with `formatAmount`); undefined for a valid amount.
 */
export function typedAmountMessage(
  text: string,
  limits: AmountLimits,
  locale: string,
  formatAmount: (amount: number) => string,
): MessageDescriptor | undefined {
  const reading = parseAmount(text, locale);
  if (!reading.ok) return amountReadMessage(reading.problem, amountExample(locale));
  const problem = amountProblem(reading.amount, limits);
  if (problem === null) return undefined;
  return amountProblemMessage(problem, {
    min: formatAmount(limits.min),
    max: formatAmount(limits.max),
    leftToday: formatAmount(limits.leftToday ?? 0),
  });
}

function amountMessage(
  text: string,
  limits: AmountLimits,
  money: MoneyFormatOptions,
): MessageDescriptor | undefined {
  return typedAmountMessage(text, limits, money.locale, (amount) => formatMoney(amount, money));
}

export interface DepositFormValues {
  channelId: string;
  amount: string;
}

export type DepositFormField = 'amount';

/** A deposit request: an amount within the chosen channel's minimum and maximum and what is left of its day. */
export function depositFormErrors(
  values: DepositFormValues,
  channel: DepositChannel | undefined,
  money: MoneyFormatOptions,
): FieldMessages<DepositFormField> {
  const limits = channel
    ? { min: channel.min, max: channel.max, leftToday: leftToday(channel.terms?.daily) }
    : { min: 0, max: 0 };
  const amount = amountMessage(values.amount, limits, money);
  return amount ? { amount } : {};
}

export type WithdrawAccountKind = ReceivingAccount['kind'];

export interface WithdrawFormValues {
  amount: string;
  pixKeyType: PixKeyType;
  pixKey: string;
  /** A bank account or wallet address, for a channel that is not PIX. */
  address: string;
  withdrawPassword: string;
  /** Issue 23 item 5: the member's two-step code, asked when two-step verification is on. */
  twoStepCode?: string;
}

export type WithdrawFormField = 'amount' | 'pixKey' | 'address' | 'withdrawPassword' | 'twoStepCode';

/**
 * A withdrawal: an amount within the limits, the available balance and what is left of the day's limit (`daily`,
 * where the gateway gives it), the receiving account (§8 'Please enter
 * receiving address' when empty, 'Please enter correct information' when a PIX key is not one of its type) and
 * the withdraw password (§8 'Please enter withdraw password').
 */
export function withdrawFormErrors(
  values: WithdrawFormValues,
  accountKind: WithdrawAccountKind,
  limits: WithdrawalLimits,
  money: MoneyFormatOptions,
  daily?: DailyAllowance,
): FieldMessages<WithdrawFormField> {
  const errors: FieldMessages<WithdrawFormField> = {};
  const amount = amountMessage(values.amount, { ...limits, leftToday: leftToday(daily) }, money);
  if (amount) errors.amount = amount;
  if (accountKind === 'PIX') {
    const problem = pixKeyProblem(values.pixKeyType, values.pixKey);
    if (problem)
      errors.pixKey = problem === 'required' ? receivingAddressRequiredMessage : correctInformationMessage;
  } else if (values.address.trim() === '') errors.address = receivingAddressRequiredMessage;
  if (values.withdrawPassword === '') errors.withdrawPassword = withdrawPasswordRequiredMessage;
  return errors;
}

/** The receiving account a valid withdraw form names. */
export function receivingAccountOf(
  values: WithdrawFormValues,
  accountKind: WithdrawAccountKind,
): ReceivingAccount {
  return accountKind === 'PIX'
    ? { kind: 'PIX', keyType: values.pixKeyType, key: values.pixKey.trim() }
    : { kind: 'ADDRESS', address: values.address.trim() };
}

export interface WithdrawalConfirmationFormValues {
  kind: WithdrawalConfirmationKind | null;
  /** Partly received: the amount that arrived, as typed. */
  receivedAmount: string;
  proof: ProofImage | null;
}

export type WithdrawalConfirmationField = 'kind' | 'receivedAmount' | 'proof';

/** §4: an answer is chosen; partly received needs the amount (less than expected) and a png or jpg proof ≤ 5 MB. */
export function withdrawalConfirmationErrors(
  values: WithdrawalConfirmationFormValues,
  expected: number,
  locale: string,
): FieldMessages<WithdrawalConfirmationField> {
  if (values.kind === null) return { kind: confirmationAnswerRequiredMessage };
  if (values.kind !== 'partlyReceived') return {};
  const errors: FieldMessages<WithdrawalConfirmationField> = {};
  const reading = parseAmount(values.receivedAmount, locale);
  const receivedAmount = reading.ok ? reading.amount : null;
  const problems = partlyReceivedProblems(expected, { receivedAmount, proof: values.proof });
  if (!reading.ok) errors.receivedAmount = amountReadMessage(reading.problem, amountExample(locale));
  else if (problems.receivedAmount === 'notLess') errors.receivedAmount = partlyReceivedNotLessMessage;
  else if (problems.receivedAmount) errors.receivedAmount = amountInvalidMessage;
  if (problems.proof) errors.proof = proofImageMessages[problems.proof];
  return errors;
}

const proofImageMessages = {
  required: proofRequiredMessage,
  empty: imageUploadProblemMessages.empty,
  size: proofSizeMessage,
} as const;

/** The message for a picked proof image that cannot be sent (empty, too big), or undefined. */
export function proofImageMessage(problem: 'empty' | 'size' | null): MessageDescriptor | undefined {
  return problem === null ? undefined : proofImageMessages[problem];
}
