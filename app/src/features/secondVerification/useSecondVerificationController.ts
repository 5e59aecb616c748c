import type { MessageDescriptor } from '@lingui/core';
import { correctInformationMessage, validateSecondVerification } from '@sorte/domain';
import { isGatewayError, loginNeedsSecondVerification } from '@sorte/gateway';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';
import { type PendingSecondVerification, secondVerificationAtom } from '../../state/popupAtoms.ts';
import { useSmsSender } from '../account/index.ts';
import { failureText } from '../errors/index.ts';
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
  const [value, setValue] = useState('');
  const [error, setError] = useState<MessageDescriptor | undefined>(undefined);
  const [formError, setFormError] = useState<MessageDescriptor | string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const resend = useSmsSender(RESEND_EXPIRY_KEY, {
    // The code is the popup's one field; the mobile number is not on it.
    showFieldError: (field, message) => {
      if (field !== 'verificationCode') return false;
      setError(message);
      return true;
    },
  });
  const startCountdown = useRef(resend.start);
  startCountdown.current = resend.start;

  const challenge = pending?.challenge ?? null;
  const method = challenge?.method ?? 'sms';
  const resendable = method === 'sms' || method === 'email';

  // The login that asked for the check has just sent the code: the resend button waits its countdown.
  useEffect(() => {
    if (!pending) return;
    setValue('');
    setError(undefined);
    setFormError(null);
    if (pending.challenge.method === 'sms' || pending.challenge.method === 'email') {
      startCountdown.current(pending.challenge.expiredMinutes);
    }
  }, [pending]);

  const change = useCallback((next: string) => {
    setValue(next);
    setError(undefined);
  }, []);

  const askAgain = useCallback(() => {
    if (!pending || !resendable) return;
    void resend.send(async () => {
      try {
        await gateway.session.login(pending.request);
        return undefined;
      } catch (failure) {
        const again = loginNeedsSecondVerification(failure);
        if (again) return { expiredMinutes: again.expiredMinutes };
        throw failure;
      }
    });
  }, [gateway, pending, resend, resendable]);

  const submit = useCallback(async () => {
    if (!pending || submitting) return;
    const invalid = validateSecondVerification(method, value);
    if (invalid) {
      setError(invalid);
      return;
    }
    setFormError(null);
    setSubmitting(true);
    try {
      const result = await gateway.session.login({
        ...pending.request,
        verification: { method, value: value.trim() },
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
    } catch (failure) {
      if (resend.reportStepFailure(failure)) return;
      // A refused answer comes back with the same challenge: 'Please enter correct information' (§8).
      const refusedAnswer = isGatewayError(failure, 'rejected') && loginNeedsSecondVerification(failure);
      setFormError(refusedAnswer ? correctInformationMessage : failureText(failure));
    } finally {
      setSubmitting(false);
    }
  }, [gateway, method, onLoggedIn, pending, setPending, store, submitting, value, resend.reportStepFailure]);

  return {
    open: pending !== null,
    method,
    target: challenge?.target,
    value,
    error,
    formError,
    submitting,
    countdownSeconds: resend.seconds,
    sending: resend.sending,
    lockedOut: resend.lockedOut,
    change,
    askAgain,
    submit,
    close: () => setPending(null),
  };
}
