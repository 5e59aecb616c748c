import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canResend,
  countdownExpiry,
  MAX_SMS_COUNTDOWN_SECONDS,
  remainingSeconds,
  restoreCountdownExpiry,
  smsCountdownSeconds,
} from './countdown.ts';

const now = 1_700_000_000_000;
const time = fc.integer({ min: 0, max: 4_102_444_800_000 });

describe('§4 SMS send / §9: countdown of expiredMinutes × 60 s, default 1 minute', () => {
  it.each([
    [1, 60],
    [2, 120],
    [5, 300],
    [0.5, 30],
    [0.1, 6],
    [null, 60],
    [undefined, 60],
    [0, 60],
    [-3, 60],
    [Number.NaN, 60],
    [Number.POSITIVE_INFINITY, 60],
    [0.001, 60],
    [1440, 86_400],
    [1441, 86_400],
    [Number.MAX_VALUE, 86_400],
  ])('expiredMinutes %s → %s seconds', (expiredMinutes, seconds) => {
    expect(smsCountdownSeconds(expiredMinutes)).toBe(seconds);
  });

  it('the firebase path (no expiredMinutes) counts 60 seconds', () => {
    expect(smsCountdownSeconds()).toBe(60);
  });

  it('always a positive whole number of seconds (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.constant(null), fc.constant(undefined)), (expiredMinutes) => {
        const seconds = smsCountdownSeconds(expiredMinutes);
        expect(Number.isInteger(seconds)).toBe(true);
        expect(seconds).toBeGreaterThanOrEqual(1);
        expect(seconds).toBeLessThanOrEqual(MAX_SMS_COUNTDOWN_SECONDS);
      }),
    );
  });

  it('whole minutes give exactly minutes × 60 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1440 }), (minutes) => {
        expect(smsCountdownSeconds(minutes)).toBe(minutes * 60);
      }),
    );
  });
});

describe('§4 SMS send: resend is ignored while the countdown is above zero', () => {
  it.each([
    [0, 60, false],
    [1, 60, false],
    [59_000, 1, false],
    [59_999, 1, false],
    [60_000, 0, true],
    [90_000, 0, true],
  ])('%s ms after sending a 60 s countdown: %s s left, can resend %s', (elapsed, left, resend) => {
    const expiresAt = countdownExpiry(now, 60);
    expect(remainingSeconds(expiresAt, now + elapsed)).toBe(left);
    expect(canResend(expiresAt, now + elapsed)).toBe(resend);
  });

  it('no countdown (null, undefined or unreadable) allows sending', () => {
    expect(canResend(null, now)).toBe(true);
    expect(canResend(undefined, now)).toBe(true);
    expect(canResend(Number.NaN, now)).toBe(true);
    expect(remainingSeconds(null, now)).toBe(0);
  });

  it('the expiry is an absolute epoch time, so a reload at the same moment shows the same count (property)', () => {
    fc.assert(
      fc.property(
        time,
        fc.integer({ min: 1, max: 86_400 }),
        fc.nat(100_000_000),
        (sentAt, seconds, elapsed) => {
          const expiresAt = countdownExpiry(sentAt, seconds);
          const reloaded = restoreCountdownExpiry(String(expiresAt), sentAt + elapsed);
          expect(remainingSeconds(reloaded, sentAt + elapsed)).toBe(
            remainingSeconds(expiresAt, sentAt + elapsed),
          );
        },
      ),
    );
  });

  it('remaining seconds are whole, never negative, never more than the countdown, and never increase (property)', () => {
    fc.assert(
      fc.property(
        time,
        fc.integer({ min: 0, max: 86_400 }),
        fc.nat(1e9),
        fc.nat(1e9),
        (sentAt, seconds, a, b) => {
          const expiresAt = countdownExpiry(sentAt, seconds);
          const [early, late] = a <= b ? [a, b] : [b, a];
          const left = remainingSeconds(expiresAt, sentAt + early);
          expect(Number.isInteger(left)).toBe(true);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(seconds);
          expect(remainingSeconds(expiresAt, sentAt + late)).toBeLessThanOrEqual(left);
          expect(canResend(expiresAt, sentAt + early)).toBe(left === 0);
        },
      ),
    );
  });

  it('the full countdown shows at the moment of sending, and resend opens exactly at the expiry (property)', () => {
    fc.assert(
      fc.property(time, fc.integer({ min: 1, max: 86_400 }), (sentAt, seconds) => {
        const expiresAt = countdownExpiry(sentAt, seconds);
        expect(remainingSeconds(expiresAt, sentAt)).toBe(seconds);
        expect(canResend(expiresAt, expiresAt - 1)).toBe(false);
        expect(canResend(expiresAt, expiresAt)).toBe(true);
      }),
    );
  });
});

describe('§4 SMS send: a persisted expiry is restored after reload (quality bar: persist the countdown)', () => {
  it.each([
    ['a future expiry', String(now + 30_000), undefined, now + 30_000],
    ['a past expiry', String(now - 1), undefined, null],
    ['exactly now', String(now), undefined, null],
    ['missing', null, undefined, null],
    ['empty', '', undefined, null],
    ['not a number', 'soon', undefined, null],
    ['negative', '-5', undefined, null],
    ['fractional', '1700000030000.5', undefined, null],
    ['exponent', '1e13', undefined, null],
    ['too far ahead, clamped', String(now + 3_600_000), 60, now + 60_000],
    ['within the clamp', String(now + 30_000), 60, now + 30_000],
  ])('%s', (_name, stored, maxSeconds, expected) => {
    expect(restoreCountdownExpiry(stored, now, maxSeconds)).toBe(expected);
  });

  it('never throws and gives null or a time after now (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.nat().map(String)), time, (stored, at) => {
        const restored = restoreCountdownExpiry(stored, at);
        expect(restored === null || restored > at).toBe(true);
      }),
    );
  });
});
