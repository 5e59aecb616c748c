import type { MessageDescriptor } from '@lingui/core';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText, fieldFailure } from './errors/index.ts';
import { type FormDraft, useDraftedState } from './formDrafts.ts';

export type FormText = MessageDescriptor | string;
export type FieldErrors<Field extends string> = Partial<Record<Field, FormText>>;

export interface FormOptions<Values, Field extends string> {
  initial: Values | (() => Values);
  /** The spec §5 rules over what was typed: the field messages, or null when the form may be sent. */
  validate?: (values: Values) => FieldErrors<Field> | null;
  /** The form's submission: a plain async function calling the gateway; it throws what the gateway throws. */
  submit: (values: Values) => Promise<void>;
  /** Names the submission among the app's TanStack Query mutations (every gateway write is one). */
  mutationKey: readonly string[];
  /** The fields a refusal may name (spec §8): its message goes on that field, else with the form. */
  serverFields?: readonly Field[];
  /** Where a failure goes when the form knows better than `serverFields` (null: with the form). */
  failureField?: (error: unknown) => { field: Field; message: FormText } | null;
  /** The form-level text of a failure (default `failureText`). */
  failureText?: (error: unknown) => FormText;
  /** Runs first on a failure (a captcha to reload, a §8 phone code shown by the SMS sender): true when shown. */
  onFailure?: (error: unknown) => boolean;
  /** A popup's form: once it closes, the messages go and `forget` drops what must not stay (secrets, codes). */
  popup?: { open: boolean; forget: (values: Values) => Values };
  /**
   * A money or contract form (issue 22 item 7): what `keep` projects of the values (never a password, a code or a
   * file) is kept per signed-in account under `name` while it is typed, restored over `initial` when the form shows
   * again (after a session expiry and a new login, or a reload), and cleared once the form was sent.
   */
  draft?: FormDraft<Values>;
}

/**
 * The one form pattern of the site: values, field messages, the form message and the submit lock. A submit
 * validates, sends once at a time, and on a failure keeps every value and shows the message on the field the
 * gateway names or with the form. Focus (the first empty field on open, the first invalid one after a submit)
 * is the ui form's (`useFormFocus`). The submission runs as a TanStack Query mutation (never retried: the
 * client's mutation defaults), so every write of the site goes through the one QueryClient.
 */
export function useForm<Values, Field extends string>(options: FormOptions<Values, Field>) {
  const latest = useRef(options);
  latest.current = options;
  const [values, setValues, settleDraft] = useDraftedState<Values>(options.initial, options.draft);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<FormText | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const locked = useRef(false);
  const submission = useMutation({
    mutationKey: options.mutationKey,
    mutationFn: (current: Values) => latest.current.submit(current),
  });
  const sendSubmission = useRef(submission.mutateAsync);
  sendSubmission.current = submission.mutateAsync;

  const clearError = useCallback((field: Field) => {
    setErrors((previous) => {
      if (!(field in previous)) return previous;
      const { [field]: _cleared, ...rest } = previous;
      return rest as FieldErrors<Field>;
    });
  }, []);

  const setFieldError = useCallback((field: Field, message: FormText) => {
    setErrors((previous) => ({ ...previous, [field]: message }));
  }, []);

  /** `setFieldError` for the SMS sender's `showFieldError`: the form has the field. */
  const showFieldError = useCallback(
    (field: Field, message: FormText) => {
      setFieldError(field, message);
      return true;
    },
    [setFieldError],
  );

  const change = useCallback(
    <Key extends keyof Values>(field: Key, value: Values[Key]) => {
      setValues((previous) => ({ ...previous, [field]: value }));
      clearError(field as unknown as Field);
    },
    [clearError, setValues],
  );

  const clearMessages = useCallback(() => {
    setErrors({});
    setFormError(null);
  }, []);

  /** `action`, after which the form shows no message (a popup's tab change). */
  const clearingMessages =
    <Args extends unknown[]>(action: (...args: Args) => void) =>
    (...args: Args) => {
      action(...args);
      clearMessages();
    };

  const closed = options.popup ? !options.popup.open : false;
  useEffect(() => {
    const forget = latest.current.popup?.forget;
    if (!closed || !forget) return;
    setValues(forget);
    clearMessages();
  }, [closed, clearMessages, setValues]);

  /** Runs a request of the form under its lock (no double submit): `submitting` while it runs. */
  const whileLocked = useCallback(async (task: () => Promise<void>) => {
    if (locked.current) return;
    locked.current = true;
    setSubmitting(true);
    try {
      await task();
    } finally {
      locked.current = false;
      setSubmitting(false);
    }
  }, []);

  const handleSubmit = useCallback(async () => {
    if (locked.current) return;
    const { validate } = latest.current;
    const current = valuesRef.current;
    setFormError(null);
    const invalid = validate?.(current) ?? null;
    if (invalid && Object.keys(invalid).length > 0) {
      setErrors(invalid);
      return;
    }
    setErrors({});
    await whileLocked(async () => {
      try {
        await sendSubmission.current(current);
        settleDraft(current);
      } catch (error) {
        const {
          onFailure,
          failureField,
          serverFields = [],
          failureText: text = failureText,
        } = latest.current;
        if (onFailure?.(error)) return;
        const onField = failureField ? failureField(error) : fieldFailure(error, serverFields);
        if (onField) setErrors({ [onField.field]: onField.message } as FieldErrors<Field>);
        else setFormError(text(error));
      }
    });
  }, [whileLocked, settleDraft]);

  return {
    /** What the ui's account forms take (`AccountFormProps` and their `onChange`): spread it on the form. */
    props: {
      values,
      onChange: change,
      errors,
      formError: formError ?? undefined,
      submitting,
      onSubmit: () => void handleSubmit(),
    },
    values,
    setValues,
    errors,
    setErrors,
    formError,
    setFormError,
    submitting,
    change,
    clearError,
    setFieldError,
    showFieldError,
    clearMessages,
    clearingMessages,
    whileLocked,
    submit: handleSubmit,
  };
}
