import type { MessageDescriptor } from '@lingui/core';
import {
  accountFeatures,
  type ForgotPasswordTab,
  usernameOrEmailNotFoundMessage,
  validateForgotByEmail,
  validateForgotByMobile,
} from '@sorte/domain';
import { isGatewayError } from '@sorte/gateway/answers';
import type { ForgotPasswordField, ForgotPasswordValues } from '@sorte/ui';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { failureText } from '../../lib/errors/index.ts';
import { useCountryDialingCodes } from '../../lib/useCountryDialingCodes.ts';
import { useForm } from '../../lib/useForm.ts';
import { requiredConfigAtom, requiredGatewayAtom } from '../../state/configAtoms.ts';
import { forgotPasswordPopupAtom } from '../../state/popupAtoms.ts';
import { whiteLabelModulesAtom } from '../../state/systemAtoms.ts';
import {
  accountCallsAtom,
  forgotPasswordByEmail,
  resetPasswordByPhone,
  useNoLoginSms,
} from '../account/index.ts';
import { completeLogin } from '../session/index.ts';

const SMS_EXPIRY_KEY = 'sorte.forgotSmsExpiry';
/** The simulated and real gateways answer this text (spec §8); it is shown translated. */
const NOT_FOUND_TEXT = 'username/email does not exist';

function emptyValues(countryDialingCode: string): ForgotPasswordValues {
  return {
    username: '',
    email: '',
    countryDialingCode,
    mobileNum: '',
    verificationCode: '',
    newPassword: '',
    confirmNewPassword: '',
  };
}

function forgotFailureText(error: unknown): MessageDescriptor | string {
  if (isGatewayError(error, 'rejected') && error.serverMessage?.trim().toLowerCase() === NOT_FOUND_TEXT) {
    return usernameOrEmailNotFoundMessage;
  }
  return failureText(error);
}

/**
 * The forgot-password popup's behaviour (spec §2, §4 Forgot password, §5): by e-mail a confirmation, by phone
 * the new password logs the user in.
 */
export function useForgotPasswordController(onLoggedIn: () => void) {
  const store = useStore();
  const config = useAtomValue(requiredConfigAtom);
  const _gateway = useAtomValue(requiredGatewayAtom);
  const account = useAtomValue(accountCallsAtom);
  const [popup, setPopup] = useAtom(forgotPasswordPopupAtom);
  const modules = useAtomValue(whiteLabelModulesAtom);
  const features = useMemo(() => accountFeatures(modules), [modules]);
  const dialingCodes = useCountryDialingCodes();
  const [emailSent, setEmailSent] = useState(false);

  const requested = popup.tab ?? features.defaultForgotPasswordTab;
  const tab: ForgotPasswordTab = features.forgotPasswordTabs.includes(requested) ? requested : 'email';

  /** By e-mail: the reset instructions go out. By phone: the new password is set and logs the user in. */
  const submitForgot = async (values: ForgotPasswordValues) => {
    if (tab === 'email') {
      await forgotPasswordByEmail(account, { username: values.username.trim(), email: values.email.trim() });
      setEmailSent(true);
      return;
    }
    const result = await resetPasswordByPhone(account, {
      mobileNum: values.mobileNum.trim(),
      countryDialingCode: values.countryDialingCode,
      verificationCode: values.verificationCode.trim(),
      newPassword: values.newPassword,
    });
    if (result.token) {
      await completeLogin(store, {
        result: { token: result.token, firstTimeLogin: result.firstTimeLogin, passwordExpired: false },
        loginType: 'username',
        enteredPassword: values.newPassword,
        username: result.account ?? null,
      });
    }
    form.setValues(emptyValues(dialingCodes.defaultCode));
    setPopup((previous) => ({ ...previous, open: false }));
    onLoggedIn();
  };

  const form = useForm<ForgotPasswordValues, ForgotPasswordField>({
    initial: () => emptyValues(dialingCodes.defaultCode),
    validate: (values) => {
      const check =
        tab === 'email'
          ? validateForgotByEmail(values)
          : validateForgotByMobile(values, config.passwordRule ? { passwordRule: config.passwordRule } : {});
      return check.ok ? null : check.errors;
    },
    submit: submitForgot,
    mutationKey: ['forgot-password'],
    serverFields:
      tab === 'email'
        ? ['username', 'email']
        : ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'],
    failureText: forgotFailureText,
    // A §8 phone code is shown on its field or with customer service.
    onFailure: (error) => tab === 'mobile' && sms.reportStepFailure(error),
    popup: {
      open: popup.open,
      forget: (values) => ({ ...values, verificationCode: '', newPassword: '', confirmNewPassword: '' }),
    },
  });
  const sms = useNoLoginSms(SMS_EXPIRY_KEY, form);

  useEffect(() => {
    if (!popup.open) setEmailSent(false);
  }, [popup.open]);

  const setTab = form.clearingMessages((next: ForgotPasswordTab) =>
    setPopup((previous) => ({ ...previous, tab: next })),
  );

  return {
    form: form.props,
    sms: sms.formProps(sms.sendSms, dialingCodes.options),
    open: popup.open,
    tabs: features.forgotPasswordTabs,
    tab,
    emailSent,
    setTab,
    close: () => setPopup((previous) => ({ ...previous, open: false })),
  };
}
