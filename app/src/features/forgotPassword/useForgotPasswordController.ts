import type { MessageDescriptor } from '@lingui/core';
import {
  accountFeatures,
  type ForgotPasswordTab,
  invalidMobileNumberMessage,
  isValidMobileNumber,
  usernameOrEmailNotFoundMessage,
  validateForgotByEmail,
  validateForgotByMobile,
} from '@sorte/domain';
import { isGatewayError } from '@sorte/gateway';
import type { ForgotPasswordField, ForgotPasswordValues } from '@sorte/ui';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { requiredConfigAtom, requiredGatewayAtom } from '../../state/configAtoms.ts';
import { forgotPasswordPopupAtom } from '../../state/popupAtoms.ts';
import { whiteLabelModulesAtom } from '../../state/systemAtoms.ts';
import { accountCallsAtom, useSmsSender } from '../account/index.ts';
import { failureText, fieldFailure } from '../errors/index.ts';
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
  const gateway = useAtomValue(requiredGatewayAtom);
  const account = useAtomValue(accountCallsAtom);
  const [popup, setPopup] = useAtom(forgotPasswordPopupAtom);
  const modules = useAtomValue(whiteLabelModulesAtom);
  const features = useMemo(() => accountFeatures(modules), [modules]);
  const defaultDialingCode = config.countryDialingCodes[0]?.countryDialingCode ?? '';

  const [values, setValues] = useState(() => emptyValues(defaultDialingCode));
  const [errors, setErrors] = useState<Partial<Record<ForgotPasswordField, MessageDescriptor | string>>>({});
  const [formError, setFormError] = useState<MessageDescriptor | string | null>(null);
  const [emailSent, setEmailSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const sms = useSmsSender(SMS_EXPIRY_KEY, {
    showFieldError: (field, message) => {
      setErrors((previous) => ({ ...previous, [field]: message }));
      return true;
    },
  });

  const requested = popup.tab ?? features.defaultForgotPasswordTab;
  const tab: ForgotPasswordTab = features.forgotPasswordTabs.includes(requested) ? requested : 'email';

  useEffect(() => {
    if (popup.open) return;
    setValues((previous) => ({ ...previous, verificationCode: '', newPassword: '', confirmNewPassword: '' }));
    setErrors({});
    setFormError(null);
    setEmailSent(false);
  }, [popup.open]);

  const change = useCallback((field: keyof ForgotPasswordValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => {
      if (!(field in previous)) return previous;
      const { [field as ForgotPasswordField]: _cleared, ...rest } = previous;
      return rest;
    });
  }, []);

  const setTab = useCallback(
    (next: ForgotPasswordTab) => {
      setPopup((previous) => ({ ...previous, tab: next }));
      setErrors({});
      setFormError(null);
    },
    [setPopup],
  );

  const sendSms = useCallback(() => {
    if (!isValidMobileNumber(values.mobileNum)) {
      setErrors((previous) => ({ ...previous, mobileNum: invalidMobileNumberMessage }));
      return;
    }
    void sms.send(() =>
      gateway.verification.smsNoLogin({
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: values.countryDialingCode,
      }),
    );
  }, [gateway, sms, values.countryDialingCode, values.mobileNum]);

  const submitByEmail = async () => {
    const check = validateForgotByEmail(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    await account.forgotPasswordByEmail({ username: values.username.trim(), email: values.email.trim() });
    setEmailSent(true);
  };

  const submitByMobile = async () => {
    const check = validateForgotByMobile(
      {
        mobileNum: values.mobileNum,
        verificationCode: values.verificationCode,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      },
      config.passwordRule ? { passwordRule: config.passwordRule } : {},
    );
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    const result = await account.resetPasswordByPhone({
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
    setValues(emptyValues(defaultDialingCode));
    setPopup((previous) => ({ ...previous, open: false }));
    onLoggedIn();
  };

  const submit = async () => {
    if (submitting) return;
    setFormError(null);
    setErrors({});
    setSubmitting(true);
    try {
      await (tab === 'email' ? submitByEmail() : submitByMobile());
    } catch (error) {
      // A §8 phone code is shown on its field or with customer service.
      if (tab !== 'mobile' || !sms.reportStepFailure(error)) {
        const onField = fieldFailure<ForgotPasswordField>(
          error,
          tab === 'email'
            ? ['username', 'email']
            : ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'],
        );
        if (onField) setErrors({ [onField.field]: onField.message });
        else setFormError(forgotFailureText(error));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const close = useCallback(() => setPopup((previous) => ({ ...previous, open: false })), [setPopup]);

  const countryDialingCodes = useMemo(
    () =>
      config.countryDialingCodes.map((country) => ({
        code: country.countryDialingCode,
        label: `${country.countryCode} +${country.countryDialingCode}`,
      })),
    [config.countryDialingCodes],
  );

  return {
    open: popup.open,
    tabs: features.forgotPasswordTabs,
    tab,
    emailSent,
    values,
    errors,
    formError,
    submitting,
    smsCountdownSeconds: sms.seconds,
    smsSending: sms.sending,
    smsLockedOut: sms.lockedOut,
    countryDialingCodes,
    change,
    setTab,
    sendSms,
    submit,
    close,
  };
}
