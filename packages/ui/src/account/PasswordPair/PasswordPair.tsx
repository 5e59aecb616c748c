import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { type FieldMessage, PasswordField } from '../../forms/index.ts';

export interface PasswordPairValues {
  newPassword: string;
  confirmNewPassword: string;
}

export type PasswordPairField = keyof PasswordPairValues;

export interface PasswordPairProps {
  values: PasswordPairValues;
  onChange: (field: PasswordPairField, value: string) => void;
  errors: Partial<Record<PasswordPairField, FieldMessage>>;
  /** The password rule (length bounds), under the new password. */
  hint?: ReactNode;
  /** Where the form's focus-first-invalid finds each input. */
  refs?: Partial<Record<PasswordPairField, Ref<HTMLInputElement>>>;
}

/** A new password and its confirmation, each with show/hide, filled by password managers as a new password. */
export function PasswordPair({ values, onChange, errors, hint, refs = {} }: PasswordPairProps) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        ref={refs.newPassword}
        label={t`Nova senha`}
        name="newPassword"
        autoComplete="new-password"
        required
        hint={hint}
        value={values.newPassword}
        onChange={(event) => onChange('newPassword', event.currentTarget.value)}
        error={errors.newPassword}
      />
      <PasswordField
        ref={refs.confirmNewPassword}
        label={t`Confirmar nova senha`}
        name="confirmNewPassword"
        autoComplete="new-password"
        required
        value={values.confirmNewPassword}
        onChange={(event) => onChange('confirmNewPassword', event.currentTarget.value)}
        error={errors.confirmNewPassword}
      />
    </>
  );
}
