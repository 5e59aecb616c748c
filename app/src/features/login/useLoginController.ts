import type { MessageDescriptor } from '@lingui/core';
import {
  CAPTCHA_REFRESH_THROTTLE_MS,
  canResend,
  clearRememberMeCookie,
  countdownExpiry,
  createThrottleGate,
  invalidMobileNumberMessage,
  isSwitchOn,
  isValidMobileNumber,
  readRememberedUsername,
  remainingSeconds,
  rememberMeCookie,
  restoreCountdownExpiry,
  SMS_THROTTLE_MS,
  smsCountdownSeconds,
  validateSmsLogin,
  validateUsernameLogin,
} from '@sorte/domain';
import { type Captcha, isGatewayError, type LoginRequest, loginNeedsCaptcha } from '@sorte/gateway';
import type { LoginField, LoginValues } from '@sorte/ui';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { sessionStore } from '../../state/browserStorage.ts';
import { requiredConfigAtom, requiredGatewayAtom } from '../../state/configAtoms.ts';
import { type LoginTab, loginPopupAtom, warningDialogAtom } from '../../state/popupAtoms.ts';
import { whiteLabelModulesAtom } from '../../state/systemAtoms.ts';
import { failureText } from '../errors/failureText.ts';
import { completeLogin, type LoginOutcome } from '../session/sessionActions.ts';

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

/** Ticks once a second while a countdown runs; returns the whole seconds left. */
function useCountdown(expiresAt: number | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null || expiresAt <= Date.now()) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return remainingSeconds(expiresAt, now);
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
  const setWarning = useSetAtom(warningDialogAtom);
  const smsLoginEnabled = isSwitchOn(useAtomValue(whiteLabelModulesAtom), 'MOBILEVERCODELOGIN3');
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
  const [smsExpiry, setSmsExpiry] = useState<number | null>(() =>
    restoreCountdownExpiry(sessionStore.get(SMS_EXPIRY_KEY), Date.now()),
  );
  const [smsSending, setSmsSending] = useState(false);
  const smsCountdownSecondsLeft = useCountdown(smsExpiry);
  const captchaGate = useRef(createThrottleGate(CAPTCHA_REFRESH_THROTTLE_MS));
  const smsGate = useRef(createThrottleGate(SMS_THROTTLE_MS));
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

  const sendSms = useCallback(async () => {
    const now = Date.now();
    if (!canResend(smsExpiry, now) || smsSending || !smsGate.current.tryPass(now)) return;
    if (!isValidMobileNumber(values.mobileNum)) {
      setErrors({ mobileNum: invalidMobileNumberMessage });
      return;
    }
    setSmsSending(true);
    try {
      const result = await gateway.verification.smsNoLogin({
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: values.countryDialingCode,
      });
      const expiresAt = countdownExpiry(Date.now(), smsCountdownSeconds(result.expiredMinutes));
      sessionStore.set(SMS_EXPIRY_KEY, String(expiresAt));
      setSmsExpiry(expiresAt);
    } catch (error) {
      // Spec §8: a failed send shows the server's message in a warning dialog with a confirm button.
      setWarning({ message: failureText(error) });
    } finally {
      setSmsSending(false);
    }
  }, [gateway, setWarning, smsExpiry, smsSending, values.countryDialingCode, values.mobileNum]);

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
      if (tab === 'username') {
        // biome-ignore lint/suspicious/noDocumentCookie: spec §5 remember-me is a 1-day cookie; the Cookie Store API is not in every browser
        document.cookie = values.rememberMe
          ? rememberMeCookie(values.username.trim(), { secure: location.protocol === 'https:' })
          : clearRememberMeCookie({ secure: location.protocol === 'https:' });
      }
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
      setFormError(failureText(error));
      if (isGatewayError(error, 'rejected') && (loginNeedsCaptcha(error) || captcha.required)) {
        setValues((previous) => ({ ...previous, captcha: '' }));
        void loadCaptcha();
      }
    } finally {
      setSubmitting(false);
    }
  }, [captcha, gateway, loadCaptcha, onLoggedIn, setPopup, store, submitting, tab, values]);

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
    values,
    errors,
    formError,
    submitting,
    captcha: captcha.required ? { imageSrc: captcha.data?.image, loading: captcha.loading } : undefined,
    smsCountdownSeconds: smsCountdownSecondsLeft,
    smsSending,
    countryDialingCodes,
    change,
    setTab,
    submit,
    close,
    refreshCaptcha,
    sendSms,
  };
}
