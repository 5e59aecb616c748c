import {
  accountFeatures,
  invalidMobileNumberMessage,
  type RegisterErrorField,
  type RegisterTab,
  type RegisterValues,
  readRegistrationLimits,
  referralCodeFromQuery,
  registerLayout,
  registerRejectionField,
  registerRequestBody,
  registerValue,
  validateRegister,
} from '@sorte/domain';
import type { RegisterMobileRequest, RegisterRequest } from '@sorte/gateway';
import { isGatewayError } from '@sorte/gateway/answers';
import type { RegisterConfirmation } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatLocaleAtom } from '../../i18n/formats.ts';
import { failureText, fieldFailure } from '../../lib/errors/index.ts';
import { logIn } from '../../lib/login/api.ts';
import { useCaptcha } from '../../lib/useCaptcha.ts';
import { useCountryDialingCodes } from '../../lib/useCountryDialingCodes.ts';
import { useForm } from '../../lib/useForm.ts';
import { requiredConfigAtom, requiredGatewayAtom } from '../../state/configAtoms.ts';
import { referralCodeAtom, registerPopupAtom } from '../../state/popupAtoms.ts';
import { whiteLabelModulesAtom } from '../../state/systemAtoms.ts';
import {
  accountCallsAtom,
  register,
  registerMobile,
  registerSettingsQuery,
  sendRegisterSms,
  useSmsSender,
} from '../account/index.ts';
import { playerLimitsCallsAtom, setPlayerLimit } from '../limits/index.ts';
import { completeLogin } from '../session/index.ts';

const SMS_EXPIRY_KEY = 'sorte.registerSmsExpiry';
const NO_CONFIRMATIONS: Record<RegisterConfirmation, boolean> = {
  acceptedTerms: false,
  confirmedAdult: false,
};

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
  const limitsCalls = useAtomValue(playerLimitsCallsAtom);
  const locale = useAtomValue(formatLocaleAtom);
  // Issue 26 item 2: under Brazil's rules the account starts with a loss limit and a playing-time limit.
  const mandatoryLimits = config.jurisdiction === 'BR';
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
  const dialingCodes = useCountryDialingCodes();

  const settingsQuery = useQuery({ ...registerSettingsQuery(account), enabled: popup.open });
  const settingsReady = settingsQuery.isSuccess || settingsQuery.isError;
  const settings = settingsQuery.data ?? null;
  const [confirmations, setConfirmations] = useState(NO_CONFIRMATIONS);

  const tab: RegisterTab = features.registerTabs.includes(popup.tab) ? popup.tab : 'username';
  const layout = useMemo(
    () =>
      registerLayout({
        tab,
        features,
        settings,
        referralCodeFromUrl: referralCode,
      }),
    [features, referralCode, settings, tab],
  );
  const hasCaptcha = layout.fields.some((field) => field.name === 'captcha');

  /** The registration (POST register or registerMobile); the new account is then logged in. */
  const submitRegister = async (values: RegisterValues) => {
    const body = registerRequestBody(layout, values, {
      domain: location.hostname,
      registerUrl: location.href,
      ...(captcha.data?.key ? { captchaKey: captcha.data.key } : {}),
    });
    const result =
      layout.call === 'registerMobile'
        ? await registerMobile(account, body as RegisterMobileRequest)
        : await register(account, body as RegisterRequest);
    const password = registerValue(values, 'password');
    const username = result.account ?? (registerValue(values, 'username') || null);
    let token = result.token;
    if (!token && username && password) {
      token = (await logIn(gateway, { type: 'username', username, password })).token;
    }
    if (token) {
      await completeLogin(store, {
        result: { token, firstTimeLogin: result.firstTimeLogin, passwordExpired: result.passwordExpired },
        loginType: password ? 'username' : 'sms',
        enteredPassword: password,
        username,
      });
      // Set as soon as the account is logged in; one the gateway did not keep is asked for again before any
      // deposit or game (the mandatory-limits lock), so a refusal here does not undo the registration.
      const limits = mandatoryLimits ? readRegistrationLimits(values, locale) : null;
      if (limits?.ok)
        await Promise.allSettled(
          limits.limits.map((limit) => setPlayerLimit(limitsCalls, limit.kind, limit.period, limit.amount)),
        );
    }
    form.setValues({ countryDialingCode: dialingCodes.defaultCode, referralCode: '' });
    setConfirmations(NO_CONFIRMATIONS);
    setPopup((previous) => ({ ...previous, open: false }));
    onRegistered();
  };

  const form = useForm<RegisterValues, RegisterErrorField>({
    initial: () => ({ countryDialingCode: dialingCodes.defaultCode, referralCode: referralCode ?? '' }),
    validate: (values) => {
      const check = validateRegister(layout, values, confirmations, {
        ...(config.passwordRule ? { passwordRule: config.passwordRule } : {}),
        today: today(),
      });
      const limits = mandatoryLimits ? readRegistrationLimits(values, locale) : null;
      const errors = { ...(check.ok ? {} : check.errors), ...(limits && !limits.ok ? limits.errors : {}) };
      return Object.keys(errors).length > 0 ? errors : null;
    },
    submit: submitRegister,
    mutationKey: ['register'],
    failureField: (error) =>
      (isGatewayError(error, 'rejected')
        ? registerRejectionField({ code: error.code ?? null, message: error.serverMessage ?? null })
        : null) ??
      fieldFailure(
        error,
        layout.fields.map((field) => field.name),
      ),
    onFailure: (error) => {
      if (hasCaptcha) {
        form.setValues((previous) => ({ ...previous, captcha: '' }));
        void captcha.load();
      }
      // A §8 phone code is shown on its field or with customer service.
      return sms.reportStepFailure(error);
    },
    // Closing forgets secrets and messages, never what else was typed.
    popup: {
      open: popup.open,
      forget: (values) => ({
        ...values,
        password: '',
        confirmPassword: '',
        paymentPassword: '',
        captcha: '',
        verificationCode: '',
      }),
    },
  });
  const captcha = useCaptcha({
    onLoadFailure: (error) => form.setFormError(failureText(error)),
    onRefresh: () => form.setValues((previous) => ({ ...previous, captcha: '' })),
  });
  const sms = useSmsSender(SMS_EXPIRY_KEY, { showFieldError: form.showFieldError });
  const { setValues, clearError } = form;

  // A referral link keeps its code in the form (spec §2 /register?referralCode=…).
  useEffect(() => {
    if (referralCode) setValues((previous) => ({ ...previous, referralCode }));
  }, [referralCode, setValues]);

  // The captcha's first picture comes with the open form; after a failed load the form says so and the refresh asks again.
  useEffect(() => {
    if (popup.open && hasCaptcha && !captcha.required) void captcha.load();
  }, [captcha.required, captcha.load, hasCaptcha, popup.open]);

  const confirm = useCallback(
    (confirmation: RegisterConfirmation, checked: boolean) => {
      setConfirmations((previous) => ({ ...previous, [confirmation]: checked }));
      clearError(confirmation === 'acceptedTerms' ? 'terms' : 'adult');
    },
    [clearError],
  );

  const setTab = form.clearingMessages((next: RegisterTab) =>
    setPopup((previous) => ({ ...previous, tab: next })),
  );

  const sendSms = () => {
    const { values } = form;
    const mobileNum = registerValue(values, 'mobileNum');
    const countryDialingCode = registerValue(values, 'countryDialingCode').replace(/^\+/, '');
    const mobileRule = layout.fields.find((field) => field.name === 'mobileNum')?.rule;
    if (mobileNum === '' || (mobileRule && !mobileRule.test(mobileNum))) {
      form.setFieldError('mobileNum', mobileRule?.message ?? invalidMobileNumberMessage);
      return;
    }
    const username = tab === 'username' ? registerValue(values, 'username') : '';
    void sms.send(() =>
      sendRegisterSms(account, { mobileNum, countryDialingCode, ...(username ? { username } : {}) }),
    );
  };

  return {
    form: form.props,
    sms: sms.formProps(sendSms, dialingCodes.options),
    open: popup.open && settingsReady,
    tabs: features.registerTabs,
    tab,
    fields: layout.fields,
    mandatoryLimits,
    confirmations,
    captcha: hasCaptcha ? captcha.view : undefined,
    confirm,
    setTab,
    close: () => setPopup((previous) => ({ ...previous, open: false })),
    refreshCaptcha: captcha.refresh,
  };
}
