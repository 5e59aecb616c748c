import type { MessageDescriptor } from '@lingui/core';
import {
  CAPTCHA_REFRESH_THROTTLE_MS,
  canFreePlay,
  createThrottleGate,
  freePlayRequest,
  invalidMobileNumberMessage,
  isSwitchOn,
  isValidMobileNumber,
  readRememberedUsername,
  validateSmsLogin,
  validateUsernameLogin,
} from '@sorte/domain';
import {
  type Captcha,
  isGatewayError,
  type LoginRequest,
  loginNeedsCaptcha,
  loginNeedsSecondVerification,
} from '@sorte/gateway';
import type { LoginField, LoginValues } from '@sorte/ui';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { requiredConfigAtom, requiredGatewayAtom } from '../../state/configAtoms.ts';
import { type LoginTab, loginPopupAtom, secondVerificationAtom } from '../../state/popupAtoms.ts';
import { whiteLabelModulesAtom } from '../../state/systemAtoms.ts';
import { accountCallsAtom, useSmsSender } from '../account/index.ts';
import { failureText, fieldFailure } from '../errors/index.ts';
import { completeLogin, type LoginOutcome } from '../session/index.ts';
import { saveRememberedUsername } from './rememberUsername.ts';

const SMS_EXPIRY_KEY = 'sorte.smsExpiry';

function emptyValues(countryDialingCode: string): LoginValues {
  const remembered = readRememberedUsername(document.cookie);
  return {
    username: remembered ?? '',
    password: '',
    captcha: '',
    mobileNum: '',
    countryDialingCode,
    verificationCode: '',
    rememberMe: remembered !== null,
  };
}

/**
 * The login popup's behaviour (spec §2 Login popup, §4 After login / Failed login, §5, §8):
 * validation, captcha after a failed login, SMS code with its countdown, remember-me (username only).
 */
export function useLoginController(onLoggedIn: (outcome: LoginOutcome) => void) {
  const store = useStore();
  const config = useAtomValue(requiredConfigAtom);
  const gateway = useAtomValue(requiredGatewayAtom);
  const [popup, setPopup] = useAtom(loginPopupAtom);
  const setSecondVerification = useSetAtom(secondVerificationAtom);
  const modules = useAtomValue(whiteLabelModulesAtom);
  const smsLoginEnabled = isSwitchOn(modules, 'MOBILEVERCODELOGIN3');
  const freePlayEnabled = canFreePlay(modules);
  const defaultDialingCode = config.countryDialingCodes[0]?.countryDialingCode ?? '';

  const [values, setValues] = useState<LoginValues>(() => emptyValues(defaultDialingCode));
  const [errors, setErrors] = useState<Partial<Record<LoginField, MessageDescriptor | string>>>({});
  const [formError, setFormError] = useState<MessageDescriptor | string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [captcha, setCaptcha] = useState<{ required: boolean; loading: boolean; data: Captcha | null }>({
    required: false,
    loading: false,
    data: null,
  });
  const sms = useSmsSender(SMS_EXPIRY_KEY, {
    showFieldError: (field, message) => {
      setErrors((previous) => ({ ...previous, [field]: message }));
      return true;
    },
  });
  const captchaGate = useRef(createThrottleGate(CAPTCHA_REFRESH_THROTTLE_MS));
  const tab: LoginTab = smsLoginEnabled ? popup.tab : 'username';

  // Closing the popup forgets secrets, never the username.
  useEffect(() => {
    if (popup.open) return;
    setValues((previous) => ({ ...previous, password: '', captcha: '', verificationCode: '' }));
    setErrors({});
    setFormError(null);
  }, [popup.open]);

  const loadCaptcha = useCallback(async () => {
    setCaptcha((previous) => ({ ...previous, required: true, loading: true }));
    try {
      const data = await gateway.captcha.get();
      setCaptcha({ required: true, loading: false, data });
    } catch (error) {
      setCaptcha((previous) => ({ ...previous, loading: false }));
      setFormError(failureText(error));
    }
  }, [gateway]);

  const refreshCaptcha = useCallback(() => {
    if (!captchaGate.current.tryPass(Date.now())) return;
    setValues((previous) => ({ ...previous, captcha: '' }));
    void loadCaptcha();
  }, [loadCaptcha]);

  const change = useCallback(<Field extends keyof LoginValues>(field: Field, value: LoginValues[Field]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => {
      if (!(field in previous)) return previous;
      const { [field as LoginField]: _cleared, ...rest } = previous;
      return rest;
    });
  }, []);

  const setTab = useCallback(
    (next: LoginTab) => {
      setPopup((previous) => ({ ...previous, tab: next }));
      setErrors({});
      setFormError(null);
    },
    [setPopup],
  );

  const sendSms = useCallback(() => {
    if (!isValidMobileNumber(values.mobileNum)) {
      setErrors({ mobileNum: invalidMobileNumberMessage });
      return;
    }
    void sms.send(() =>
      gateway.verification.smsNoLogin({
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: values.countryDialingCode,
      }),
    );
  }, [gateway, sms, values.countryDialingCode, values.mobileNum]);

  const submit = useCallback(async () => {
    if (submitting) return;
    setFormError(null);
    let request: LoginRequest;
    if (tab === 'username') {
      const check = validateUsernameLogin({
        username: values.username,
        password: values.password,
        captcha: values.captcha,
        captchaRequired: captcha.required,
      });
      if (!check.ok) {
        const { form: _form, ...fieldErrors } = check.errors;
        setErrors(fieldErrors);
        return;
      }
      request = { type: 'username', username: values.username.trim(), password: values.password };
    } else {
      const check = validateSmsLogin({
        mobileNum: values.mobileNum,
        verificationCode: values.verificationCode,
      });
      if (!check.ok) {
        setErrors(check.errors);
        return;
      }
      request = {
        type: 'sms',
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: values.countryDialingCode,
        verificationCode: values.verificationCode.trim(),
      };
    }
    if (captcha.required) {
      request.captcha = values.captcha.trim();
      if (captcha.data?.key) request.captchaKey = captcha.data.key;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await gateway.session.login(request);
      if (tab === 'username') saveRememberedUsername(values.username.trim(), values.rememberMe);
      const outcome = await completeLogin(store, {
        result,
        loginType: tab,
        enteredPassword: tab === 'username' ? values.password : '',
        username: tab === 'username' ? values.username.trim() : null,
      });
      setCaptcha({ required: false, loading: false, data: null });
      setPopup((previous) => ({ ...previous, open: false, notice: null }));
      onLoggedIn(outcome);
    } catch (error) {
      // Spec §4: a new-IP login waits for the second verification the gateway asks for (its own popup).
      const challenge = request.type === 'username' ? loginNeedsSecondVerification(error) : null;
      if (challenge && request.type === 'username') {
        setSecondVerification({ challenge, request, rememberMe: values.rememberMe });
        setValues((previous) => ({ ...previous, password: '', captcha: '' }));
        setCaptcha({ required: false, loading: false, data: null });
        setPopup((previous) => ({ ...previous, open: false, notice: null }));
        return;
      }
      // A §8 phone code of an SMS login is shown on its field or with customer service.
      if (request.type !== 'sms' || !sms.reportStepFailure(error)) {
        const onField = fieldFailure<LoginField>(
          error,
          request.type === 'sms' ? ['mobileNum', 'verificationCode'] : ['username', 'password', 'captcha'],
        );
        if (onField) setErrors({ [onField.field]: onField.message });
        else setFormError(failureText(error));
      }
      if (isGatewayError(error, 'rejected') && (loginNeedsCaptcha(error) || captcha.required)) {
        setValues((previous) => ({ ...previous, captcha: '' }));
        void loadCaptcha();
      }
    } finally {
      setSubmitting(false);
    }
  }, [
    captcha,
    gateway,
    loadCaptcha,
    onLoggedIn,
    setPopup,
    setSecondVerification,
    sms.reportStepFailure,
    store,
    submitting,
    tab,
    values,
  ]);

  /** FREEPLAY3 (spec §6, §7 free play): a trial session, logged in like any other. */
  const freePlay = useCallback(async () => {
    if (submitting) return;
    setFormError(null);
    setSubmitting(true);
    try {
      const result = await store.get(accountCallsAtom).freePlay(freePlayRequest(navigator.userAgent));
      const outcome = await completeLogin(store, {
        result: { token: result.token, firstTimeLogin: result.firstTimeLogin },
        // No password was typed: like an SMS login, a trial session is never sent to change one.
        loginType: 'sms',
        enteredPassword: '',
        username: result.account ?? null,
      });
      setPopup((previous) => ({ ...previous, open: false, notice: null }));
      onLoggedIn(outcome);
    } catch (error) {
      setFormError(failureText(error));
    } finally {
      setSubmitting(false);
    }
  }, [onLoggedIn, setPopup, store, submitting]);

  const close = useCallback(
    () => setPopup((previous) => ({ ...previous, open: false, notice: null })),
    [setPopup],
  );

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
    notice: popup.notice,
    tab,
    smsLoginEnabled,
    freePlayEnabled,
    values,
    errors,
    formError,
    submitting,
    captcha: captcha.required ? { imageSrc: captcha.data?.image, loading: captcha.loading } : undefined,
    smsCountdownSeconds: sms.seconds,
    smsSending: sms.sending,
    smsLockedOut: sms.lockedOut,
    countryDialingCodes,
    change,
    setTab,
    submit,
    close,
    refreshCaptcha,
    sendSms,
    freePlay,
  };
}
