import {
  canResend,
  countdownExpiry,
  createThrottleGate,
  remainingSeconds,
  restoreCountdownExpiry,
  SMS_THROTTLE_MS,
  smsCountdownSeconds,
} from '@sorte/domain';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionStore } from '../../state/browserStorage.ts';
import { warningDialogAtom } from '../../state/popupAtoms.ts';
import { failureText } from '../errors/failureText.ts';
import { phoneAuthFailure } from '../errors/phoneAuthFailure.ts';

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

/**
 * An SMS send button (spec §4 SMS send, §5 Throttles, §8): one press a second, then a countdown of
 * expiredMinutes × 60 s kept in session storage under `storageKey` (a reload keeps it); a failed send shows the
 * server's message in the warning dialog. A phone-authentication refusal (§8) also takes its next step:
 * too-many-requests locks the button for 5 minutes (through a reload too), code-expired frees it at once,
 * quota-exceeded and operation-not-allowed offer customer service.
 */
export function useSmsSender(storageKey: string) {
  const setWarning = useSetAtom(warningDialogAtom);
  const [expiry, setExpiry] = useState<number | null>(() =>
    restoreCountdownExpiry(sessionStore.get(storageKey), Date.now()),
  );
  const [sending, setSending] = useState(false);
  const gate = useRef(createThrottleGate(SMS_THROTTLE_MS));
  const seconds = useCountdown(expiry);

  /** Keeps the button locked for `seconds` (0 frees it), in session storage so a reload keeps the lock. */
  const lockFor = useCallback(
    (seconds: number) => {
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
      return phoneAuth;
    },
    [lockFor],
  );

  /** A code went out (by this button or as a side effect of another call): start the countdown. */
  const start = useCallback(
    (expiredMinutes: number | undefined) => lockFor(smsCountdownSeconds(expiredMinutes)),
    [lockFor],
  );

  const send = useCallback(
    async (request: () => Promise<{ expiredMinutes?: number } | undefined>) => {
      const now = Date.now();
      if (!canResend(expiry, now) || sending || !gate.current.tryPass(now)) return;
      setSending(true);
      try {
        const result = await request();
        start(result?.expiredMinutes);
      } catch (error) {
        const phoneAuth = followFailure(error);
        setWarning({
          message: failureText(error),
          ...(phoneAuth?.action === 'contact-support' ? { next: 'customer-service' as const } : {}),
        });
      } finally {
        setSending(false);
      }
    },
    [expiry, sending, setWarning, start, followFailure],
  );

  return { seconds, sending, send, start, followFailure };
}
