import type { MessageDescriptor } from '@lingui/core';
import type { EndpointName } from '@sorte/gateway';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { actionFailureText, rememberMissing } from '../../lib/missingCall/missingCall.ts';
import {
  cashierFailureText,
  cashierFieldFailure,
  MoneyIntentUnsureError,
  MoneyOutcomeUnknownError,
} from './cashierFailure.ts';
import { MoneyActionInFlightError, useMoneyIntent } from './useMoneyIntent.ts';

type Text = MessageDescriptor | string;

/** How the last send of a money action ended (the ui's `MoneyOutcome`). */
export type MoneyActionOutcome<Receipt> =
  | { kind: 'failed'; message: Text }
  | { kind: 'unknown'; checking: boolean }
  | { kind: 'succeeded'; receipt: Receipt };

export interface MoneyActionOptions<Request, Receipt, Field extends string> {
  /** Names the action: its mutation key and where its open intent is kept across a reload. */
  action: string;
  /** The call, under the intent's Idempotency-Key. */
  send: (request: Request, idempotencyKey: string) => Promise<Receipt>;
  /** What identifies the request, without secrets (a changed amount after a refusal is a new action). */
  identify: (request: Request) => Record<string, unknown>;
  /** Re-reads balances and the transaction's status (after an unknown outcome, and on "check again"). */
  recheck: () => Promise<unknown>;
  /** After a re-read: the receipt when the action is now known to have gone through, else null. */
  findCompleted?: () => Receipt | null;
  /** The fields a refusal may name (spec §8): its message goes there rather than with the form. */
  fields?: readonly Field[];
  onSucceeded?: (receipt: Receipt) => void;
  /**
   * The call, when the spec does not name it (a reading, issue 24 item 4): a gateway without it says so once and
   * the call is remembered missing, so the page hides the action (`useCallKnownMissing`).
   */
  reading?: EndpointName;
}

/**
 * A money form's sending: one send at a time under one Idempotency-Key (`useMoneyIntent`), the refusal's message on
 * the field it names or with the form, an unknown outcome checked again before a retry is offered, and the retry
 * reusing the key. Runs as a TanStack Query mutation, never retried.
 */
export function useMoneyAction<Request, Receipt, Field extends string = never>(
  options: MoneyActionOptions<Request, Receipt, Field>,
) {
  const latest = useRef(options);
  latest.current = options;
  const client = useQueryClient();
  const intent = useMoneyIntent(options.action, () => latest.current.recheck());
  const [outcome, setOutcome] = useState<MoneyActionOutcome<Receipt> | null>(
    intent.unsure ? { kind: 'unknown', checking: false } : null,
  );
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, Text>>>({});
  const lastRequest = useRef<Request | null>(null);
  const mutation = useMutation({
    mutationKey: ['cashier', options.action],
    mutationFn: (request: Request) =>
      intent.send(latest.current.identify(request), (key) => latest.current.send(request, key)),
  });

  const submit = useCallback(
    async (request: Request) => {
      lastRequest.current = request;
      setFieldErrors({});
      setOutcome(null);
      try {
        const receipt = await mutation.mutateAsync(request);
        setOutcome({ kind: 'succeeded', receipt });
        latest.current.onSucceeded?.(receipt);
      } catch (error) {
        if (error instanceof MoneyActionInFlightError) return;
        if (error instanceof MoneyOutcomeUnknownError || error instanceof MoneyIntentUnsureError) {
          setOutcome({ kind: 'unknown', checking: false });
          return;
        }
        const onField = cashierFieldFailure(error, latest.current.fields ?? []);
        if (onField) setFieldErrors({ [onField.field]: onField.message } as Partial<Record<Field, Text>>);
        else {
          const { reading } = latest.current;
          if (reading !== undefined) rememberMissing(client, reading, error);
          setOutcome({
            kind: 'failed',
            message:
              reading !== undefined
                ? actionFailureText(error, cashierFailureText)
                : cashierFailureText(error),
          });
        }
      }
    },
    [mutation.mutateAsync, client],
  );

  const checkAgain = useCallback(async () => {
    setOutcome({ kind: 'unknown', checking: true });
    await intent.checkAgain();
    const completed = latest.current.findCompleted?.() ?? null;
    if (completed !== null) {
      intent.settle();
      setOutcome({ kind: 'succeeded', receipt: completed });
      latest.current.onSucceeded?.(completed);
    } else setOutcome({ kind: 'unknown', checking: false });
  }, [intent.settle, intent.checkAgain]);

  /** The same request again, under the same key (offered once a check has ended). */
  const retry = useCallback(() => {
    if (lastRequest.current !== null) void submit(lastRequest.current);
  }, [submit]);

  const reset = useCallback(() => {
    setOutcome(null);
    setFieldErrors({});
  }, []);

  // An action left unsure by a reload: its fate is checked before anything else is offered.
  const checkedOnArrival = useRef(false);
  useEffect(() => {
    if (checkedOnArrival.current || !intent.unsure || mutation.isPending) return;
    checkedOnArrival.current = true;
    void checkAgain();
  }, [intent.unsure, mutation.isPending, checkAgain]);

  return {
    submit,
    submitting: mutation.isPending,
    outcome,
    fieldErrors,
    checkAgain,
    retry,
    reset,
    /** A retry needs the last request; after a reload only "check again" is offered until the form is sent anew. */
    canRetry: lastRequest.current !== null,
  };
}
