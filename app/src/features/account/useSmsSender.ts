import type { MessageDescriptor } from '@lingui/core';
import {
  canResend,
  countdownExpiry,
  createThrottleGate,
  invalidMobileNumberMessage,
  isValidMobileNumber,
  type PhoneAuthNextAction,
  remainingSeconds,
  restoreCountdownExpiry,
  SMS_THROTTLE_MS,
  smsCountdownSeconds,
} from '@sorte/domain';
import type { CountryDialingCodeOption } from '@sorte/ui';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText, phoneAuthFailure } from '../../lib/errors/index.ts';
import { sessionStore } from '../../state/browserStorage.ts';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';
import { showWarningAtom } from '../../state/popupAtoms.ts';
import { sendNoLoginSms } from './api.ts';

/** Ticks once a second while a countdown runs; returns the whole seconds left. */
export function useCountdown(expiresAt: number | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // Read the clock on every new expiry, even one already past (a freed button), or the last tick's time stays.
    setNow(Date.now());
    if (expiresAt === null || expiresAt <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return remainingSeconds(expiresAt, now);
}

/** The SMS fields a §8 phone-authentication code can point at. */
export type SmsField = 'mobileNum' | 'verificationCode';

export interface SmsSenderOptions {
  /**
   * Shows a §8 message on a field of the form (invalid-phone-number on the mobile number, invalid-verification-code
   * on the code); returns false when the form has no such field (the message is then shown elsewhere).
   */
  showFieldError?: (field: SmsField, message: MessageDescriptor) => boolean;
}

const FIELD_OF_ACTION: Partial<Record<PhoneAuthNextAction, SmsField>> = {
  'fix-mobile': 'mobileNum',
  'fix-code': 'verificationCode',
};

/**
 * An SMS send button (spec §4 SMS send, §5 Throttles, §8): one press a second, then a countdown of
 * expiredMinutes × 60 s kept in session storage under `storageKey` (a reload keeps it); a failed send shows the
 * server's message in the warning dialog. A phone-authentication refusal (§8) also takes its next step:
 * invalid-phone-number marks the mobile field, too-many-requests locks the button for 5 minutes (through a
 * reload too), code-expired frees it at once, quota-exceeded and operation-not-allowed offer customer service.
 */
export function useSmsSender(storageKey: string, options: SmsSenderOptions = {}) {
  const setWarning = useSetAtom(showWarningAtom);
  const [expiry, setExpiry] = useState<number | null>(() =>
    restoreCountdownExpiry(sessionStore.get(storageKey), Date.now()),
  );
  const lockoutKey = `${storageKey}.lockout`;
  const [lockedOut, setLockedOutState] = useState(() => sessionStore.get(lockoutKey) === '1');
  const setLockedOut = useCallback(
    (locked: boolean) => {
      if (locked) sessionStore.set(lockoutKey, '1');
      else sessionStore.remove(lockoutKey);
      setLockedOutState(locked);
    },
    [lockoutKey],
  );
  const [sending, setSending] = useState(false);
  const gate = useRef(createThrottleGate(SMS_THROTTLE_MS));
  const showFieldError = useRef(options.showFieldError);
  showFieldError.current = options.showFieldError;
  const seconds = useCountdown(expiry);

  /** Keeps the button locked for `seconds` (0 frees it), in session storage so a reload keeps the lock. */
  const lockFor = useCallback(
    (seconds: number) => {
      if (seconds <= 0) {
        // Freed at once: no expiry, so this very render already shows the button free.
        sessionStore.remove(storageKey);
        setExpiry(null);
        return;
      }
      const expiresAt = countdownExpiry(Date.now(), seconds);
      sessionStore.set(storageKey, String(expiresAt));
      setExpiry(expiresAt);
    },
    [storageKey],
  );

  /**
   * After a refused SMS step (sending, or submitting a code): a §8 phone-authentication code locks the button
   * (too-many-requests) or frees it for a new code (code-expired). Returns the code's outcome, if any.
   */
  const followFailure = useCallback(
    (error: unknown) => {
      const phoneAuth = phoneAuthFailure(error);
      if (phoneAuth?.action === 'wait' && phoneAuth.waitMinutes) lockFor(phoneAuth.waitMinutes * 60);
      if (phoneAuth?.action === 'resend') lockFor(0);
      if (phoneAuth) setLockedOut(phoneAuth.action === 'wait');
      return phoneAuth;
    },
    [lockFor, setLockedOut],
  );

  /**
   * A refused submit of an SMS code: true when a §8 code was shown here (on its field, or in the warning dialog
   * with customer service); false leaves the failure to the form.
   */
  const reportStepFailure = useCallback(
    (error: unknown) => {
      const phoneAuth = followFailure(error);
      if (!phoneAuth) return false;
      const field = FIELD_OF_ACTION[phoneAuth.action];
      if (field && showFieldError.current?.(field, phoneAuth.message)) return true;
      if (phoneAuth.action !== 'contact-support') return false;
      setWarning({ message: phoneAuth.message, next: 'customer-service' });
      return true;
    },
    [followFailure, setWarning],
  );

  /** A code went out (by this button or as a side effect of another call): start the countdown. */
  const start = useCallback(
    (expiredMinutes: number | undefined) => {
      setLockedOut(false);
      lockFor(smsCountdownSeconds(expiredMinutes));
    },
    [lockFor, setLockedOut],
  );

  // Every send is a TanStack Query mutation of the app's client (never retried: a code is sent once per press).
  const { mutateAsync: sendRequest } = useMutation({
    mutationKey: ['sms-send'],
    mutationFn: (request: () => Promise<{ expiredMinutes?: number } | undefined>) => request(),
  });

  const send = useCallback(
    async (request: () => Promise<{ expiredMinutes?: number } | undefined>) => {
      const now = Date.now();
      if (!canResend(expiry, now) || sending || !gate.current.tryPass(now)) return;
      setSending(true);
      try {
        const result = await sendRequest(request);
        start(result?.expiredMinutes);
      } catch (error) {
        if (reportStepFailure(error)) return;
        // Spec §8: a failed send shows the server's message (a §8 code's text) in a warning dialog.
        setWarning({ message: failureText(error) });
      } finally {
        setSending(false);
      }
    },
    [expiry, sending, setWarning, start, reportStepFailure, sendRequest],
  );

  return {
    seconds,
    /** The countdown is the too-many-requests lockout, not the wait after a sent code. */
    lockedOut: lockedOut && seconds > 0,
    sending,
    send,
    start,
    followFailure,
    reportStepFailure,
    /** What the ui's account forms take of the SMS code (`AccountSmsProps`). */
    formProps: (onSendSms: () => void, countryDialingCodes: readonly CountryDialingCodeOption[]) => ({
      smsCountdownSeconds: seconds,
      smsSending: sending,
      smsLockedOut: lockedOut && seconds > 0,
      onSendSms,
      countryDialingCodes,
    }),
  };
}

interface MobileCodeForm {
  values: { mobileNum: string; countryDialingCode: string };
  showFieldError: (field: SmsField, message: MessageDescriptor) => boolean;
}

/**
 * The SMS code of a form without a session (login, forgot password): sent to a valid mobile number only; an
 * invalid one gets its message, and a §8 phone code is shown on the form's field.
 */
export function useNoLoginSms(storageKey: string, form: MobileCodeForm) {
  const gateway = useAtomValue(requiredGatewayAtom);
  const sms = useSmsSender(storageKey, { showFieldError: form.showFieldError });
  const sendSms = () => {
    const { mobileNum, countryDialingCode } = form.values;
    if (!isValidMobileNumber(mobileNum)) {
      form.showFieldError('mobileNum', invalidMobileNumberMessage);
      return;
    }
    void sms.send(() => sendNoLoginSms(gateway, { mobileNum: mobileNum.trim(), countryDialingCode }));
  };
  return { ...sms, sendSms };
}
