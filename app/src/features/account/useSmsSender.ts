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

/** Ticks once a second while a countdown runs; returns the whole seconds left. */
export function useCountdown(expiresAt: number | null) {
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
 * An SMS send button (spec §4 SMS send, §5 Throttles, §8): one press a second, then a countdown of
 * expiredMinutes × 60 s kept in session storage under `storageKey` (a reload keeps it); a failed send shows the
 * server's message in the warning dialog.
 */
export function useSmsSender(storageKey: string) {
  const setWarning = useSetAtom(warningDialogAtom);
  const [expiry, setExpiry] = useState<number | null>(() =>
    restoreCountdownExpiry(sessionStore.get(storageKey), Date.now()),
  );
  const [sending, setSending] = useState(false);
  const gate = useRef(createThrottleGate(SMS_THROTTLE_MS));
  const seconds = useCountdown(expiry);

  /** A code went out (by this button or as a side effect of another call): start the countdown. */
  const start = useCallback(
    (expiredMinutes: number | undefined) => {
      const expiresAt = countdownExpiry(Date.now(), smsCountdownSeconds(expiredMinutes));
      sessionStore.set(storageKey, String(expiresAt));
      setExpiry(expiresAt);
    },
    [storageKey],
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
        setWarning({ message: failureText(error) });
      } finally {
        setSending(false);
      }
    },
    [expiry, sending, setWarning, start],
  );

  return { seconds, sending, send, start };
}
