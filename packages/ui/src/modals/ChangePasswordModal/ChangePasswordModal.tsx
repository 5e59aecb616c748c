import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { type AccountFormProps, AccountSubmit, PasswordPair } from '../../account/index.ts';
import { PasswordField, useFormFocus } from '../../forms/index.ts';
import { Modal } from '../Modal/index.ts';
import * as styles from './ChangePasswordModal.css.ts';

export const CHANGE_PASSWORD_REASONS = ['default-password', 'expired', 'voluntary'] as const;
export type ChangePasswordReason = (typeof CHANGE_PASSWORD_REASONS)[number];

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export type ChangePasswordField = keyof ChangePasswordValues;

export interface ChangePasswordModalProps
  extends AccountFormProps<ChangePasswordValues, ChangePasswordField> {
  open: boolean;
  onClose: () => void;
  /** False when the old password is already known (it was just typed at login): its field is hidden. */
  requireOldPassword: boolean;
  /** Why the change is asked for (§4 After login); nothing is explained for a voluntary change. */
  reason?: ChangePasswordReason;
  onChange: (field: ChangePasswordField, value: string) => void;
  /** The password rule (length bounds), under the new password. */
  newPasswordHint?: ReactNode;
  /** The account name, given to password managers in a hidden field so they save the right entry. */
  username?: string;
  /** False for a forced change: no close button; Esc and the overlay do nothing. */
  dismissible: boolean;
}

export function ChangePasswordModal(props: ChangePasswordModalProps) {
  const {
    open,
    onClose,
    requireOldPassword,
    reason,
    values,
    onChange,
    errors,
    formError,
    newPasswordHint,
    username,
    submitting,
    onSubmit,
    dismissible,
  } = props;
  const { t } = useLingui();
  const refs = {
    oldPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmNewPassword: useRef<HTMLInputElement>(null),
  };
  const order: readonly ChangePasswordField[] = requireOldPassword
    ? ['oldPassword', 'newPassword', 'confirmNewPassword']
    : ['newPassword', 'confirmNewPassword'];
  const { handleSubmit, firstEmptyField } = useFormFocus(order, refs, props);

  const reasons: Record<ChangePasswordReason, string | undefined> = {
    'default-password': t`Sua senha é a senha padrão. Altere-a para continuar.`,
    expired: t`Sua senha expirou. Defina uma nova senha para continuar.`,
    voluntary: undefined,
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Alterar senha`}
      description={reason ? reasons[reason] : undefined}
      size="small"
      dismissible={dismissible}
      initialFocus={firstEmptyField}
    >
      <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
        {username !== undefined ? (
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        ) : null}
        {requireOldPassword ? (
          <PasswordField
            ref={refs.oldPassword}
            label={t`Senha atual`}
            name="oldPassword"
            autoComplete="current-password"
            required
            value={values.oldPassword}
            onChange={(event) => onChange('oldPassword', event.currentTarget.value)}
            error={errors.oldPassword}
          />
        ) : null}
        <PasswordPair
          refs={refs}
          values={values}
          onChange={onChange}
          errors={errors}
          hint={newPasswordHint}
        />
        <AccountSubmit
          className={styles.submit}
          label={t`Alterar senha`}
          submitting={submitting}
          formError={formError}
        />
      </form>
    </Modal>
  );
}
