import type { MessageDescriptor } from '@lingui/core';
import { gatewayPasswordRule, type PasswordRule, validateChangePassword } from '@sorte/domain';
import type { ChangePasswordField, ChangePasswordValues } from '@sorte/ui';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { requiredConfigAtom, requiredGatewayAtom } from '../../state/configAtoms.ts';
import { changePasswordPopupOpenAtom } from '../../state/popupAtoms.ts';
import { pendingPasswordChangeAtom } from '../../state/sessionAtoms.ts';
import { accountCallsAtom } from '../account/index.ts';
import { failureText, fieldFailure } from '../errors/index.ts';
import { loadMember } from '../session/index.ts';

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * Change password (spec §4 After login, §5, §7 POST /wps/member/password): forced after a login with the
 * default or an expired password (the old password is already known), or voluntary from the member menu.
 * After success member info loads again, the popup closes and `onChanged` runs (the caller goes to /).
 */
export function useChangePasswordController(onChanged: () => void) {
  const store = useStore();
  const gateway = useAtomValue(requiredGatewayAtom);
  const config = useAtomValue(requiredConfigAtom);
  const account = useAtomValue(accountCallsAtom);
  const [gatewayRule, setGatewayRule] = useState<PasswordRule | null>(null);
  // §5: the password rule is the gateway's (the register settings' password field), the config's until it answers.
  const passwordRule = gatewayRule ?? config.passwordRule;
  const [pending, setPending] = useAtom(pendingPasswordChangeAtom);
  const [voluntaryOpen, setVoluntaryOpen] = useAtom(changePasswordPopupOpenAtom);
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ChangePasswordField, MessageDescriptor | string>>>({});
  const [formError, setFormError] = useState<MessageDescriptor | string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const forced = pending !== null;
  const open = forced || voluntaryOpen;

  useEffect(() => {
    if (!open || gatewayRule) return;
    let live = true;
    account.registerSettings().then(
      (settings) => {
        if (live)
          setGatewayRule(gatewayPasswordRule(settings.fields.password?.validation, config.passwordRule));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, gatewayRule, account, config.passwordRule]);

  useEffect(() => {
    if (open) return;
    setValues(EMPTY);
    setErrors({});
    setFormError(null);
  }, [open]);

  const change = useCallback((field: ChangePasswordField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => {
      if (!(field in previous)) return previous;
      const { [field]: _cleared, ...rest } = previous;
      return rest;
    });
  }, []);

  const submit = useCallback(async () => {
    if (submitting) return;
    const oldPassword = pending?.oldPassword ?? values.oldPassword;
    const check = validateChangePassword({
      ...values,
      oldPassword,
      requireOldPassword: !forced,
      rule: passwordRule,
    });
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      await gateway.member.changePassword({
        oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      setPending(null);
      setVoluntaryOpen(false);
      await loadMember(store).catch(() => undefined);
      onChanged();
    } catch (error) {
      const onField = fieldFailure<ChangePasswordField>(
        error,
        forced ? ['newPassword', 'confirmNewPassword'] : ['oldPassword', 'newPassword', 'confirmNewPassword'],
      );
      if (onField) setErrors({ [onField.field]: onField.message });
      else setFormError(failureText(error));
    } finally {
      setSubmitting(false);
    }
  }, [
    forced,
    gateway,
    onChanged,
    passwordRule,
    pending,
    setPending,
    setVoluntaryOpen,
    store,
    submitting,
    values,
  ]);

  return {
    open,
    forced,
    reason: pending?.reason ?? ('voluntary' as const),
    values,
    errors,
    formError,
    submitting,
    passwordRule,
    change,
    submit,
    close: () => setVoluntaryOpen(false),
  };
}
