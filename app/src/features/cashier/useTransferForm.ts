import type { TransferUplineFormProps, TransferUplineFormValues, TransferUplineRequest } from '@sorte/ui';
import { useState } from 'react';
import { useDraftedState } from '../../lib/formDrafts.ts';
import { useMoneyAction } from './useMoneyAction.ts';

const EMPTY: TransferUplineFormValues = { amount: '', withdrawPassword: '' };

export interface TransferFormOptions {
  /** Names the transfer (its mutation key and its open intent across a reload). */
  action: string;
  /** The call, under the intent's Idempotency-Key. */
  send: (request: TransferUplineRequest, idempotencyKey: string) => Promise<unknown>;
  /** What identifies the transfer, without the password: a corrected password is the same transfer. */
  identify: (request: TransferUplineRequest) => Record<string, unknown>;
  /** Re-reads what the transfer changes (balances, and the team for an agent). */
  recheck: () => Promise<unknown>;
  /** Names the form's draft (issue 22 item 7): the amount typed survives a session expiry, never the password. */
  draftName: string;
}

/** What a transfer's draft keeps: the amount, never the withdraw password. */
const keepAmount = ({ amount }: TransferUplineFormValues) => ({ amount });

/** The props of `TransferUplineForm` that its state and sending give (the rest: the party, balance and formats). */
export type TransferFormState = Pick<
  TransferUplineFormProps,
  | 'step'
  | 'values'
  | 'onChange'
  | 'submitting'
  | 'passwordError'
  | 'amountError'
  | 'outcome'
  | 'onReview'
  | 'onEdit'
  | 'onConfirm'
  | 'onCheckAgain'
  | 'onRetry'
  | 'onNewTransfer'
>;

/**
 * A transfer between an account and its upline or downline (§6 Member, §6 Agent): the form's values and step, and
 * its sending with `useMoneyAction` (the withdraw password and the amount refused on their fields, which sends the
 * form back to editing; the values cleared once it went through and what it changed read again). The amount typed
 * is kept as the form's draft (`draftName`) until it went through.
 */
export function useTransferForm({
  action,
  send,
  identify,
  recheck,
  draftName,
}: TransferFormOptions): TransferFormState {
  const [values, setValues, settleDraft] = useDraftedState<TransferUplineFormValues>(EMPTY, {
    name: draftName,
    keep: keepAmount,
  });
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const transfer = useMoneyAction<
    TransferUplineRequest,
    TransferUplineRequest,
    'withdrawPassword' | 'amount'
  >({
    action,
    send: (request, idempotencyKey) => send(request, idempotencyKey).then(() => request),
    identify,
    recheck,
    fields: ['withdrawPassword', 'amount'],
    onSucceeded: () => {
      settleDraft(values);
      setValues(EMPTY);
      void recheck();
    },
  });
  const { withdrawPassword: passwordError, amount: amountError } = transfer.fieldErrors;
  return {
    step: passwordError || amountError ? 'edit' : step,
    values,
    onChange: setValues,
    submitting: transfer.submitting,
    ...(passwordError ? { passwordError } : {}),
    ...(amountError ? { amountError } : {}),
    outcome: transfer.outcome,
    onReview: () => {
      transfer.reset();
      setStep('confirm');
    },
    onEdit: () => setStep('edit'),
    onConfirm: (request) => void transfer.submit(request),
    onCheckAgain: () => void transfer.checkAgain(),
    onRetry: transfer.retry,
    onNewTransfer: () => {
      transfer.reset();
      setStep('edit');
    },
  };
}
