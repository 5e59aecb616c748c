import {
  correctInformationMessage,
  twoStepCodeRefusedMessage,
  twoStepSmsCodeRefusedMessage,
  validateSecondVerification,
} from '@sorte/domain';
import { isGatewayError, loginNeedsSecondVerification } from '@sorte/gateway/answers';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { failureText } from '../../lib/errors/index.ts';
import { logIn } from '../../lib/login/api.ts';
import { useForm } from '../../lib/useForm.ts';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';
import { type PendingSecondVerification, secondVerificationAtom } from '../../state/popupAtoms.ts';
import { useSmsSender } from '../account/index.ts';
import { saveRememberedUsername } from '../login/index.ts';
import { completeLogin, type LoginOutcome } from '../session/index.ts';

const RESEND_EXPIRY_KEY = 'sorte.secondVerificationExpiry';

/**
 * Spec §4 "A new-IP login needs a second verification by SMS, email, Google code or bank account name": the
 * held-back login is sent again with the answer; asking for a new code repeats it without one.
 */
export function useSecondVerificationController(
  onLoggedIn: (outcome: LoginOutcome, verified: PendingSecondVerification) => void,
) {
  const store = useStore();
  const gateway = useAtomValue(requiredGatewayAtom);
  const [pending, setPending] = useAtom(secondVerificationAtom);
  const challenge = pending?.challenge ?? null;
  const method = challenge?.method ?? 'sms';
  const resendable = method === 'sms' || method === 'email';

  /** The held-back login sent again with the answer. */
  const submitAnswer = async ({ code }: { code: string }) => {
    if (!pending) return;
    const result = await logIn(gateway, {
      ...pending.request,
      verification: { method, value: code.trim() },
    });
    saveRememberedUsername(pending.request.username, pending.rememberMe);
    const outcome = await completeLogin(store, {
      result,
      loginType: 'username',
      enteredPassword: pending.request.password,
      username: pending.request.username,
    });
    setPending(null);
    onLoggedIn(outcome, pending);
  };

  const form = useForm<{ code: string }, 'code'>({
    initial: { code: '' },
    validate: ({ code }) => {
      const invalid = validateSecondVerification(method, code);
      return invalid ? { code: invalid } : null;
    },
    submit: submitAnswer,
    mutationKey: ['second-verification'],
    failureField: () => null,
    // A refused answer comes back with the same challenge: 'Please enter correct information' (§8); a refused
    // two-step code says what to check.
    failureText: (failure) =>
      isGatewayError(failure, 'rejected') && loginNeedsSecondVerification(failure)
        ? challenge?.twoStep
          ? method === 'sms'
            ? twoStepSmsCodeRefusedMessage
            : twoStepCodeRefusedMessage
          : correctInformationMessage
        : failureText(failure),
    onFailure: (failure) => resend.reportStepFailure(failure),
  });
  const resend = useSmsSender(RESEND_EXPIRY_KEY, {
    // The code is the popup's one field; the mobile number is not on it.
    showFieldError: (field, message) => {
      if (field !== 'verificationCode') return false;
      form.setFieldError('code', message);
      return true;
    },
  });
  const startCountdown = useRef(resend.start);
  startCountdown.current = resend.start;
  const { setValues, clearMessages } = form;

  // The login that asked for the check has just sent the code: the resend button waits its countdown.
  useEffect(() => {
    if (!pending) return;
    setValues({ code: '' });
    clearMessages();
    if (pending.challenge.method === 'sms' || pending.challenge.method === 'email') {
      startCountdown.current(pending.challenge.expiredMinutes);
    }
  }, [pending, setValues, clearMessages]);

  const askAgain = useCallback(() => {
    if (!pending || !resendable) return;
    void resend.send(async () => {
      try {
        await logIn(gateway, pending.request);
        return undefined;
      } catch (failure) {
        const again = loginNeedsSecondVerification(failure);
        if (again) return { expiredMinutes: again.expiredMinutes };
        throw failure;
      }
    });
  }, [gateway, pending, resend, resendable]);

  return {
    open: pending !== null,
    method,
    target: challenge?.target,
    twoStep: challenge?.twoStep === true,
    /** The modal's props of its one field, its messages and its submit. */
    form: {
      value: form.values.code,
      onChange: (next: string) => form.change('code', next),
      error: form.errors.code,
      formError: form.formError ?? undefined,
      submitting: form.submitting,
      onSubmit: () => void (pending ? form.submit() : undefined),
    },
    resend: {
      countdownSeconds: resend.seconds,
      sending: resend.sending,
      lockedOut: resend.lockedOut,
      onResend: askAgain,
    },
    close: () => setPending(null),
  };
}
