import {
  canFreePlay,
  freePlayRequest,
  isSwitchOn,
  readRememberedUsername,
  validateSmsLogin,
  validateUsernameLogin,
} from '@sorte/domain';
import type { LoginRequest } from '@sorte/gateway';
import { isGatewayError, loginNeedsCaptcha } from '@sorte/gateway/answers';
import type { LoginField, LoginValues } from '@sorte/ui';
import { useMutation } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { failureText } from '../../lib/errors/index.ts';
import { loginOrHandOver } from '../../lib/login/api.ts';
import { useCaptcha } from '../../lib/useCaptcha.ts';
import { useCountryDialingCodes } from '../../lib/useCountryDialingCodes.ts';
import { useForm } from '../../lib/useForm.ts';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';
import { type LoginTab, loginPopupAtom, secondVerificationAtom } from '../../state/popupAtoms.ts';
import { whiteLabelModulesAtom } from '../../state/systemAtoms.ts';
import { accountCallsAtom, useNoLoginSms } from '../account/index.ts';
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
  const gateway = useAtomValue(requiredGatewayAtom);
  const [popup, setPopup] = useAtom(loginPopupAtom);
  const setSecondVerification = useSetAtom(secondVerificationAtom);
  const modules = useAtomValue(whiteLabelModulesAtom);
  const smsLoginEnabled = isSwitchOn(modules, 'MOBILEVERCODELOGIN3');
  const freePlayEnabled = canFreePlay(modules);
  const dialingCodes = useCountryDialingCodes();
  const tab: LoginTab = smsLoginEnabled ? popup.tab : 'username';
  const closePopup = useCallback(
    () => setPopup((previous) => ({ ...previous, open: false, notice: null })),
    [setPopup],
  );

  /** The login itself (POST login): a held-back new-IP login goes on to the second verification. */
  const submitLogin = async (values: LoginValues) => {
    const request = captcha.attach<LoginRequest>(
      tab === 'username'
        ? { type: 'username', username: values.username.trim(), password: values.password }
        : {
            type: 'sms',
            mobileNum: values.mobileNum.trim(),
            countryDialingCode: values.countryDialingCode,
            verificationCode: values.verificationCode.trim(),
          },
      values.captcha,
    );
    const result = await loginOrHandOver(gateway, request, (challenge, held) => {
      setSecondVerification({ challenge, request: held, rememberMe: values.rememberMe });
      form.setValues((previous) => ({ ...previous, password: '', captcha: '' }));
      captcha.reset();
      closePopup();
    });
    if (!result) return;
    if (request.type === 'username') saveRememberedUsername(request.username, values.rememberMe);
    const outcome = await completeLogin(store, {
      result,
      loginType: tab,
      enteredPassword: request.type === 'username' ? values.password : '',
      username: request.type === 'username' ? request.username : null,
    });
    captcha.reset();
    closePopup();
    onLoggedIn(outcome);
  };

  const form = useForm<LoginValues, LoginField>({
    initial: () => emptyValues(dialingCodes.defaultCode),
    validate: (values) => {
      if (tab === 'sms') {
        const check = validateSmsLogin(values);
        return check.ok ? null : check.errors;
      }
      const check = validateUsernameLogin({ ...values, captchaRequired: captcha.required });
      if (check.ok) return null;
      const { form: _form, ...fieldErrors } = check.errors;
      return fieldErrors;
    },
    submit: submitLogin,
    mutationKey: ['login'],
    serverFields: tab === 'sms' ? ['mobileNum', 'verificationCode'] : ['username', 'password', 'captcha'],
    onFailure: (error) => {
      if (isGatewayError(error, 'rejected') && (loginNeedsCaptcha(error) || captcha.required)) {
        form.setValues((previous) => ({ ...previous, captcha: '' }));
        void captcha.load();
      }
      // A §8 phone code of an SMS login is shown on its field or with customer service.
      return tab === 'sms' && sms.reportStepFailure(error);
    },
    // Closing the popup forgets secrets, never the username.
    popup: {
      open: popup.open,
      forget: (values) => ({ ...values, password: '', captcha: '', verificationCode: '' }),
    },
  });
  const captcha = useCaptcha({
    onLoadFailure: (error) => form.setFormError(failureText(error)),
    onRefresh: () => form.setValues((previous) => ({ ...previous, captcha: '' })),
  });
  const sms = useNoLoginSms(SMS_EXPIRY_KEY, form);

  const setTab = form.clearingMessages((next: LoginTab) =>
    setPopup((previous) => ({ ...previous, tab: next })),
  );

  // The free-play call is a mutation of the app's client like every other write.
  const { mutateAsync: startFreePlay } = useMutation({
    mutationKey: ['free-play'],
    mutationFn: () => store.get(accountCallsAtom).freePlay(freePlayRequest(navigator.userAgent)),
  });

  /** FREEPLAY3 (spec §6, §7 free play): a trial session, logged in like any other. */
  const freePlay = () =>
    form.whileLocked(async () => {
      form.setFormError(null);
      try {
        const result = await startFreePlay();
        const outcome = await completeLogin(store, {
          result: { token: result.token, firstTimeLogin: result.firstTimeLogin },
          // No password was typed: like an SMS login, a trial session is never sent to change one.
          loginType: 'sms',
          enteredPassword: '',
          username: result.account ?? null,
        });
        closePopup();
        onLoggedIn(outcome);
      } catch (error) {
        form.setFormError(failureText(error));
      }
    });

  return {
    form: form.props,
    submitting: form.submitting,
    sms: sms.formProps(sms.sendSms, dialingCodes.options),
    open: popup.open,
    notice: popup.notice,
    tab,
    smsLoginEnabled,
    freePlayEnabled,
    captcha: captcha.required ? captcha.view : undefined,
    setTab,
    close: closePopup,
    refreshCaptcha: captcha.refresh,
    freePlay,
  };
}
