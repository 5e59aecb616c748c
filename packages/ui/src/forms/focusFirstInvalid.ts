import { type FormEvent, type RefObject, useEffect, useRef } from 'react';

export interface FocusFirstInvalidOptions<Field extends string> {
  /** Fields in the order they appear on screen. */
  order: readonly Field[];
  errors: Partial<Record<Field, unknown>>;
  submitting: boolean;
  /** Where each field's input lives. */
  refs: Partial<Record<Field, RefObject<HTMLElement | null>>>;
}

/**
 * After an action (a submit, an SMS send), focuses the first field that is invalid: right after a synchronous
 * validation, or when the request ends (`submitting` back to false) for a server-side one. Errors that change
 * while the user types never move focus. Returns a wrapper for the action's handler.
 */
export function useFocusFirstInvalidAfter<Field extends string>(
  options: FocusFirstInvalidOptions<Field>,
): (handler: () => void) => () => void {
  const latest = useRef(options);
  latest.current = options;
  const awaitingRequest = useRef(false);
  const wasSubmitting = useRef(options.submitting);

  const focusFirst = () => {
    const { order, errors, refs } = latest.current;
    const field = order.find((name) => errors[name] !== undefined && refs[name]?.current);
    if (field) refs[field]?.current?.focus();
    return field !== undefined;
  };

  const { submitting } = options;
  useEffect(() => {
    const finished = wasSubmitting.current && !submitting;
    wasSubmitting.current = submitting;
    if (finished && awaitingRequest.current) {
      awaitingRequest.current = false;
      focusFirst();
    }
  });

  return (handler) => () => {
    awaitingRequest.current = false;
    handler();
    // Let the parent's synchronous validation render first.
    setTimeout(() => {
      if (!focusFirst() && latest.current.submitting) awaitingRequest.current = true;
    }, 0);
  };
}

/** `useFocusFirstInvalidAfter` for a form's submit handler (it also prevents the browser's own submit). */
export function useFocusFirstInvalid<Field extends string>(
  options: FocusFirstInvalidOptions<Field>,
): (handler: () => void) => (event: FormEvent<HTMLFormElement>) => void {
  const after = useFocusFirstInvalidAfter(options);
  return (handler) => {
    const run = after(handler);
    return (event) => {
      event.preventDefault();
      run();
    };
  };
}

/** What a form's focus follows: what was typed, its messages, its submit and its SMS send under way. */
export interface FormFocusState<Field extends string> {
  values: object;
  errors: Partial<Record<Field, unknown>>;
  submitting: boolean;
  /** A refused SMS send puts its message on a field, which then takes focus. */
  smsSending?: boolean;
}

/**
 * The focus rules of a form in a dialog, over its fields in screen `order` and their `refs`: the first empty
 * field when it opens (`firstEmptyField`, for the dialog's initial focus), the first invalid one after a submit
 * (`handleSubmit`) or an SMS send (`afterSend`).
 */
export function useFormFocus<Field extends string>(
  order: readonly Field[],
  refs: Partial<Record<Field, RefObject<HTMLElement | null>>>,
  { values, errors, submitting, smsSending = false }: FormFocusState<Field>,
) {
  const handleSubmit = useFocusFirstInvalid({ order, errors, submitting, refs });
  const afterSend = useFocusFirstInvalidAfter({ order, errors, submitting: smsSending, refs });
  const typed = values as Partial<Record<Field, unknown>>;
  const firstEmptyField = () => {
    const empty = order.find((field) => refs[field]?.current && !typed[field]);
    const field = empty ?? order[0];
    return field === undefined ? null : (refs[field]?.current ?? null);
  };
  return { handleSubmit, afterSend, firstEmptyField };
}
