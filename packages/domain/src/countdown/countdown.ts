import { DEFAULT_SMS_COUNTDOWN_SECONDS } from '../constants.ts';

/** Not in the spec: a ceiling so an absurd server value cannot lock the SMS button for longer than a day. */
export const MAX_SMS_COUNTDOWN_SECONDS = 86_400;

/**
 * §4 SMS send, §9: the countdown lasts expiredMinutes × 60 s; 60 s when the server gives no usable value
 * (missing, not a finite number, zero or negative, or under one second), and on the firebase path.
 * Fractions of a minute round to whole seconds; at most {@link MAX_SMS_COUNTDOWN_SECONDS}.
 */
export function smsCountdownSeconds(expiredMinutes?: number | null): number {
  if (typeof expiredMinutes !== 'number' || !Number.isFinite(expiredMinutes) || expiredMinutes <= 0) {
    return DEFAULT_SMS_COUNTDOWN_SECONDS;
  }
  const seconds = Math.min(Math.round(expiredMinutes * 60), MAX_SMS_COUNTDOWN_SECONDS);
  return seconds >= 1 ? seconds : DEFAULT_SMS_COUNTDOWN_SECONDS;
}

/** The absolute end of a countdown (epoch ms): persist this, not the seconds, so it survives a reload. */
export function countdownExpiry(now: number, seconds: number): number {
  return now + Math.max(0, seconds) * 1000;
}

/** Whole seconds left, rounded up (shows 1 until the very end), never negative. No countdown gives 0. */
export function remainingSeconds(expiresAt: number | null | undefined, now: number): number {
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt) || !Number.isFinite(now)) return 0;
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** §4: resend is ignored while the countdown is above zero. */
export function canResend(expiresAt: number | null | undefined, now: number): boolean {
  return remainingSeconds(expiresAt, now) === 0;
}

/**
 * Reads a persisted expiry (e.g. from sessionStorage). Gives null when it is unreadable or already past;
 * with `maxSeconds`, an expiry further ahead than that (tampered storage, clock moved back) is cut to it.
 */
export function restoreCountdownExpiry(
  stored: string | null | undefined,
  now: number,
  maxSeconds?: number,
): number | null {
  if (typeof stored !== 'string' || !/^\s*\d{1,16}\s*$/.test(stored)) return null;
  const expiresAt = Number(stored);
  if (expiresAt <= now) return null;
  if (maxSeconds !== undefined && Number.isFinite(maxSeconds) && maxSeconds >= 0) {
    return Math.min(expiresAt, countdownExpiry(now, maxSeconds));
  }
  return expiresAt;
}
