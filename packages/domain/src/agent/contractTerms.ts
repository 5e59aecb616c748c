import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  CONTRACT_TERM_FIELDS,
  type ContractKind,
  type ContractTermField,
  type ContractTerms,
  contractFieldKind,
  contractRate,
  MAX_CONTRACT_AMOUNT,
  MAX_CONTRACT_RATE,
  RATE_DECIMALS,
} from './contracts.ts';

// §3 Contract: the terms of a new contract request as the agent types them, and each field's message.

export const contractRateRequiredMessage = msg`Insira a taxa`;
export const contractRateRangeMessage = msg`A taxa deve estar entre 0 e 100 %, com até duas casas decimais`;
export const contractAmountRequiredMessage = msg`Insira um valor`;
export const contractAmountRangeMessage = msg`Insira um valor igual ou maior que 0, com até duas casas decimais`;
export const contractSignedAmountMessage = msg`Insira um valor, com até duas casas decimais`;
export const contractMembersMessage = msg`Insira um número inteiro de membros, igual ou maior que 0`;
export const contractRateZeroMessage = msg`Pelo menos uma taxa deve ser maior que 0`;

/** A field as the agent types it: '1,5' and '1.5' both read 1.5; '' or anything else reads NaN. */
export function parseContractNumber(text: string): number {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!/^-?\d+([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

const hasAtMostDecimals = (value: number, decimals: number) =>
  Math.abs(Math.round(value * 10 ** decimals) - value * 10 ** decimals) < 1e-6;

/** The problem of one field's value, or undefined. */
export function contractFieldProblem(field: ContractTermField, text: string): MessageDescriptor | undefined {
  const kind = contractFieldKind(field);
  if (text.trim() === '')
    return kind === 'rate' ? contractRateRequiredMessage : contractAmountRequiredMessage;
  const value = parseContractNumber(text);
  switch (kind) {
    case 'rate':
      return Number.isFinite(value) &&
        value >= 0 &&
        value <= MAX_CONTRACT_RATE &&
        hasAtMostDecimals(value, RATE_DECIMALS)
        ? undefined
        : contractRateRangeMessage;
    case 'members':
      return Number.isInteger(value) && value >= 0 && value <= 1_000_000 ? undefined : contractMembersMessage;
    case 'amount':
      return Number.isFinite(value) &&
        value >= 0 &&
        value <= MAX_CONTRACT_AMOUNT &&
        hasAtMostDecimals(value, 2)
        ? undefined
        : contractAmountRangeMessage;
    case 'signedAmount':
      return Number.isFinite(value) && Math.abs(value) <= MAX_CONTRACT_AMOUNT && hasAtMostDecimals(value, 2)
        ? undefined
        : contractSignedAmountMessage;
  }
}

export type ContractTermsDraft = Partial<Record<ContractTermField, string>>;

export type ContractTermsCheck =
  | { ok: true; terms: ContractTerms }
  | { ok: false; problems: Partial<Record<ContractTermField, MessageDescriptor>> };

/** The terms of `kind` as typed, checked field by field: the terms, or each field's problem. */
export function checkContractTerms(kind: ContractKind, draft: ContractTermsDraft): ContractTermsCheck {
  const problems: Partial<Record<ContractTermField, MessageDescriptor>> = {};
  const values: Record<string, number> = {};
  for (const field of CONTRACT_TERM_FIELDS[kind]) {
    const text = draft[field] ?? '';
    const problem = contractFieldProblem(field, text);
    if (problem) problems[field] = problem;
    else values[field] = parseContractNumber(text);
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const terms = { kind, ...values } as ContractTerms;
  if (contractRate(terms) === 0) {
    const field = kind === 'realtime' ? 'profitSalaryRate' : 'rate';
    return { ok: false, problems: { [field]: contractRateZeroMessage } };
  }
  return { ok: true, terms };
}

/** The terms as a draft (the form opened on an existing contract). */
export function contractTermsDraft(terms: ContractTerms): ContractTermsDraft {
  const draft: ContractTermsDraft = {};
  for (const field of CONTRACT_TERM_FIELDS[terms.kind]) {
    draft[field] = String((terms as unknown as Record<string, number>)[field]);
  }
  return draft;
}
