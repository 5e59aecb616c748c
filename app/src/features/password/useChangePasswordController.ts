import { gatewayPasswordRule, validateChangePassword } from '@sorte/domain';
import type { ChangePasswordField, ChangePasswordValues } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useForm } from '../../lib/useForm.ts';
import { requiredConfigAtom, requiredGatewayAtom } from '../../state/configAtoms.ts';
import { changePasswordPopupOpenAtom } from '../../state/popupAtoms.ts';
import { pendingPasswordChangeAtom } from '../../state/sessionAtoms.ts';
import { accountCallsAtom, registerSettingsQuery } from '../account/index.ts';
import { loadMember } from '../session/index.ts';
import { changePassword } from './api.ts';

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
  const [pending, setPending] = useAtom(pendingPasswordChangeAtom);
  const [voluntaryOpen, setVoluntaryOpen] = useAtom(changePasswordPopupOpenAtom);
  const forced = pending !== null;
  const open = forced || voluntaryOpen;
  // §5: the password rule is the gateway's (the register settings' password field), the config's until it answers.
  const settings = useQuery({ ...registerSettingsQuery(account), enabled: open });
  const passwordRule = settings.data
    ? gatewayPasswordRule(settings.data.fields.password?.validation, config.passwordRule)
    : config.passwordRule;

  /** POST /wps/member/password; member info loads again after it. */
  const submitChange = async (values: ChangePasswordValues) => {
    await changePassword(gateway, {
      oldPassword: pending?.oldPassword ?? values.oldPassword,
      newPassword: values.newPassword,
      confirmNewPassword: values.confirmNewPassword,
    });
    setPending(null);
    setVoluntaryOpen(false);
    await loadMember(store).catch(() => undefined);
    onChanged();
  };

  const form = useForm<ChangePasswordValues, ChangePasswordField>({
    initial: EMPTY,
    validate: (values) => {
      const check = validateChangePassword({
        ...values,
        oldPassword: pending?.oldPassword ?? values.oldPassword,
        requireOldPassword: !forced,
        rule: passwordRule,
      });
      return check.ok ? null : check.errors;
    },
    submit: submitChange,
    mutationKey: ['change-password'],
    serverFields: forced
      ? ['newPassword', 'confirmNewPassword']
      : ['oldPassword', 'newPassword', 'confirmNewPassword'],
    popup: { open, forget: () => EMPTY },
  });

  return {
    form: form.props,
    open,
    forced,
    reason: pending?.reason ?? ('voluntary' as const),
    passwordRule,
    close: () => setVoluntaryOpen(false),
  };
}
