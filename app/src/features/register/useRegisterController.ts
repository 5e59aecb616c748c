import type { MessageDescriptor } from '@lingui/core';
import {
  accountFeatures,
  CAPTCHA_REFRESH_THROTTLE_MS,
  createThrottleGate,
  invalidMobileNumberMessage,
  type RegisterErrorField,
  type RegisterField,
  type RegisterSettingsInput,
  type RegisterTab,
  type RegisterValues,
  referralCodeFromQuery,
  registerLayout,
  registerRejectionField,
  registerRequestBody,
  registerValue,
  validateRegister,
} from '@sorte/domain';
import {
  type Captcha,
  isGatewayError,
  type RegisterMobileRequest,
  type RegisterRequest,
} from '@sorte/gateway';
import type { RegisterConfirmation } from '@sorte/ui';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { requiredConfigAtom, requiredGatewayAtom } from '../../state/configAtoms.ts';
import { referralCodeAtom, registerPopupAtom } from '../../state/popupAtoms.ts';
import { whiteLabelModulesAtom } from '../../state/systemAtoms.ts';
import { accountCallsAtom, useSmsSender } from '../account/index.ts';
import { failureText, fieldFailure } from '../errors/index.ts';
import { completeLogin } from '../session/index.ts';

const SMS_EXPIRY_KEY = 'sorte.registerSmsExpiry';
const NO_CONFIRMATIONS: Record<RegisterConfirmation, boolean> = {
  acceptedTerms: false,
  confirmedAdult: false,
};

type SettingsState = { status: 'loading' } | { status: 'ready'; settings: RegisterSettingsInput | null };

function today() {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/**
 * The registration popup's behaviour (spec §2, §3 Register user, §4 Register, §5 Register, §6 switches): the
 * server's register settings decide the fields and their rules; on success the new account is logged in.
 */
export function useRegisterController(onRegistered: () => void) {
  const store = useStore();
  const config = useAtomValue(requiredConfigAtom);
  const gateway = useAtomValue(requiredGatewayAtom);
  const account = useAtomValue(accountCallsAtom);
  const [popup, setPopup] = useAtom(registerPopupAtom);
  const referralCodeInUrl = useAtomValue(referralCodeAtom);
  const referralCode = useMemo(
    () =>
      referralCodeInUrl
        ? referralCodeFromQuery(new URLSearchParams({ referralCode: referralCodeInUrl }))
        : null,
    [referralCodeInUrl],
  );
  const modules = useAtomValue(whiteLabelModulesAtom);
  const features = useMemo(() => accountFeatures(modules), [modules]);
  const defaultDialingCode = config.countryDialingCodes[0]?.countryDialingCode ?? '';

  const [settings, setSettings] = useState<SettingsState>({ status: 'loading' });
  const [values, setValues] = useState<RegisterValues>(() => ({
    countryDialingCode: defaultDialingCode,
    referralCode: referralCode ?? '',
  }));
  const [confirmations, setConfirmations] = useState(NO_CONFIRMATIONS);
  const [errors, setErrors] = useState<Partial<Record<RegisterErrorField, MessageDescriptor | string>>>({});
  const [formError, setFormError] = useState<MessageDescriptor | string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [captcha, setCaptcha] = useState<{ loading: boolean; data: Captcha | null }>({
    loading: false,
    data: null,
  });
  const captchaGate = useRef(createThrottleGate(CAPTCHA_REFRESH_THROTTLE_MS));
  const sms = useSmsSender(SMS_EXPIRY_KEY, {
    showFieldError: (field, message) => {
      setErrors((previous) => ({ ...previous, [field]: message }));
      return true;
    },
  });

  const tab: RegisterTab = features.registerTabs.includes(popup.tab) ? popup.tab : 'username';
  const layout = useMemo(
    () =>
      registerLayout({
        tab,
        features,
        settings: settings.status === 'ready' ? settings.settings : null,
        referralCodeFromUrl: referralCode,
      }),
    [features, referralCode, settings, tab],
  );
  const hasCaptcha = layout.fields.some((field) => field.name === 'captcha');

  // The settings are read once per page; without them (a failed call) the built-in rules apply.
  useEffect(() => {
    if (!popup.open || settings.status === 'ready') return;
    let live = true;
    account.registerSettings().then(
      (loaded) => live && setSettings({ status: 'ready', settings: loaded }),
      () => live && setSettings({ status: 'ready', settings: null }),
    );
    return () => {
      live = false;
    };
  }, [account, popup.open, settings.status]);

  // A referral link keeps its code in the form (spec §2 /register?referralCode=…).
  useEffect(() => {
    if (referralCode) setValues((previous) => ({ ...previous, referralCode }));
  }, [referralCode]);

  // Closing forgets secrets and messages, never what else was typed.
  useEffect(() => {
    if (popup.open) return;
    setValues((previous) => ({
      ...previous,
      password: '',
      confirmPassword: '',
      paymentPassword: '',
      captcha: '',
      verificationCode: '',
    }));
    setErrors({});
    setFormError(null);
  }, [popup.open]);

  const loadCaptcha = useCallback(async () => {
    setCaptcha((previous) => ({ ...previous, loading: true }));
    try {
      setCaptcha({ loading: false, data: await gateway.captcha.get() });
    } catch (error) {
      setCaptcha((previous) => ({ ...previous, loading: false }));
      setFormError(failureText(error));
    }
  }, [gateway]);

  useEffect(() => {
    if (popup.open && hasCaptcha && captcha.data === null && !captcha.loading) void loadCaptcha();
  }, [captcha.data, captcha.loading, hasCaptcha, loadCaptcha, popup.open]);

  const refreshCaptcha = useCallback(() => {
    if (!captchaGate.current.tryPass(Date.now())) return;
    setValues((previous) => ({ ...previous, captcha: '' }));
    void loadCaptcha();
  }, [loadCaptcha]);

  const clearError = useCallback(
    (field: RegisterErrorField) =>
      setErrors((previous) => {
        if (!(field in previous)) return previous;
        const { [field]: _cleared, ...rest } = previous;
        return rest;
      }),
    [],
  );

  const change = useCallback(
    (field: RegisterField, value: string) => {
      setValues((previous) => ({ ...previous, [field]: value }));
      clearError(field);
    },
    [clearError],
  );

  const confirm = useCallback(
    (confirmation: RegisterConfirmation, checked: boolean) => {
      setConfirmations((previous) => ({ ...previous, [confirmation]: checked }));
      clearError(confirmation === 'acceptedTerms' ? 'terms' : 'adult');
    },
    [clearError],
  );

  const setTab = useCallback(
    (next: RegisterTab) => {
      setPopup((previous) => ({ ...previous, tab: next }));
      setErrors({});
      setFormError(null);
    },
    [setPopup],
  );

  const sendSms = useCallback(() => {
    const mobileNum = registerValue(values, 'mobileNum');
    const countryDialingCode = registerValue(values, 'countryDialingCode').replace(/^\+/, '');
    const mobileRule = layout.fields.find((field) => field.name === 'mobileNum')?.rule;
    if (mobileNum === '' || (mobileRule && !mobileRule.test(mobileNum))) {
      setErrors((previous) => ({
        ...previous,
        mobileNum: mobileRule?.message ?? invalidMobileNumberMessage,
      }));
      return;
    }
    const username = tab === 'username' ? registerValue(values, 'username') : '';
    void sms.send(() =>
      account.registerSms({ mobileNum, countryDialingCode, ...(username ? { username } : {}) }),
    );
  }, [account, layout.fields, sms, tab, values]);

  const submit = useCallback(async () => {
    if (submitting) return;
    setFormError(null);
    const check = validateRegister(layout, values, confirmations, {
      ...(config.passwordRule ? { passwordRule: config.passwordRule } : {}),
      today: today(),
    });
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const body = registerRequestBody(layout, values, {
        domain: location.hostname,
        registerUrl: location.href,
        ...(captcha.data?.key ? { captchaKey: captcha.data.key } : {}),
      });
      const result =
        layout.call === 'registerMobile'
          ? await account.registerMobile(body as RegisterMobileRequest)
          : await account.register(body as RegisterRequest);
      const password = registerValue(values, 'password');
      const username = result.account ?? (registerValue(values, 'username') || null);
      let token = result.token;
      if (!token && username && password) {
        token = (await gateway.session.login({ type: 'username', username, password })).token;
      }
      if (token) {
        await completeLogin(store, {
          result: { token, firstTimeLogin: result.firstTimeLogin, passwordExpired: result.passwordExpired },
          loginType: password ? 'username' : 'sms',
          enteredPassword: password,
          username,
        });
      }
      setValues({ countryDialingCode: defaultDialingCode, referralCode: '' });
      setConfirmations(NO_CONFIRMATIONS);
      setPopup((previous) => ({ ...previous, open: false }));
      onRegistered();
    } catch (error) {
      const rejection =
        (isGatewayError(error, 'rejected')
          ? registerRejectionField({ code: error.code ?? null, message: error.serverMessage ?? null })
          : null) ??
        fieldFailure(
          error,
          layout.fields.map((field) => field.name),
        );
      // A §8 phone code is shown on its field or with customer service.
      const shown = sms.reportStepFailure(error);
      if (!shown && rejection) setErrors({ [rejection.field]: rejection.message });
      else if (!shown) setFormError(failureText(error));
      if (hasCaptcha) {
        setValues((previous) => ({ ...previous, captcha: '' }));
        void loadCaptcha();
      }
    } finally {
      setSubmitting(false);
    }
  }, [
    account,
    captcha.data,
    config.passwordRule,
    confirmations,
    defaultDialingCode,
    gateway,
    hasCaptcha,
    layout,
    loadCaptcha,
    onRegistered,
    setPopup,
    store,
    submitting,
    values,
    sms.reportStepFailure,
  ]);

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
    open: popup.open && settings.status === 'ready',
    tabs: features.registerTabs,
    tab,
    fields: layout.fields,
    values,
    confirmations,
    errors,
    formError,
    submitting,
    captcha: hasCaptcha ? { imageSrc: captcha.data?.image, loading: captcha.loading } : undefined,
    smsCountdownSeconds: sms.seconds,
    smsSending: sms.sending,
    smsLockedOut: sms.lockedOut,
    countryDialingCodes,
    change,
    confirm,
    setTab,
    sendSms,
    submit,
    close,
    refreshCaptcha,
  };
}
