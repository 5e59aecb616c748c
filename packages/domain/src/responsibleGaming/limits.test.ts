import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancelPendingRaise,
  checkLimits,
  confirmPendingRaise,
  LIMIT_PERIODS,
  limitInForce,
  limitUsage,
  limitWindow,
  type PlayerLimit,
  pendingState,
  RAISE_CONFIRM_WINDOW_MS,
  RAISE_COOLING_OFF_MS,
  requestLimitChange,
} from './limits.ts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 28, 15, 0); // Saturday 28 Nov 2026, 12:00 in Brasília
const cents = fc.integer({ min: 1, max: 10_000_000 }).map((n) => n / 100);
const time = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) });
const depositLimit = (amount: number | null, period: PlayerLimit['period'] = 'day'): PlayerLimit => ({
  kind: 'deposit',
  period,
  amount,
});

describe('issue 26 item 2: lowering a limit applies at once', () => {
  it('any lower amount, or a first limit, is in force from the moment it is asked', () => {
    fc.assert(
      fc.property(cents, cents, time, (a, b, now) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        fc.pre(low < high);
        for (const current of [high, null]) {
          const change = requestLimitChange(depositLimit(current), low, now);
          expect(change).toEqual({ outcome: 'applied', limit: depositLimit(low) });
          expect(limitInForce(change.limit, now).amount).toBe(low);
        }
      }),
    );
  });

  it('lowering drops a pending raise', () => {
    const pending = requestLimitChange(depositLimit(100), 500, NOW).limit;
    expect(requestLimitChange(pending, 50, NOW + HOUR)).toEqual({
      outcome: 'applied',
      limit: depositLimit(50),
    });
  });

  it('refuses amounts that are not a limit: zero, negative, fractions of a cent, fractions of a minute', () => {
    for (const amount of [0, -5, 10.005, Number.NaN, Number.POSITIVE_INFINITY])
      expect(requestLimitChange(depositLimit(100), amount, NOW).outcome).toBe('invalid');
    const minutes: PlayerLimit = { kind: 'sessionTime', period: 'day', amount: 120 };
    expect(requestLimitChange(minutes, 90.5, NOW).outcome).toBe('invalid');
    expect(requestLimitChange(minutes, 90, NOW).outcome).toBe('applied');
  });
});

describe('issue 26 item 2: a raise waits 24 hours, needs confirmation, lapses after 7 days', () => {
  it('is pending, never in force before it is confirmed, confirmable only in its window', () => {
    fc.assert(
      fc.property(cents, cents, time, fc.integer({ min: 0, max: 10 * 24 * HOUR }), (a, b, asked, later) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        fc.pre(low < high);
        const change = requestLimitChange(depositLimit(low), high, asked);
        expect(change.outcome).toBe('pending');
        const now = asked + later;
        expect(limitInForce(change.limit, now).amount).toBe(low);
        const confirmed = confirmPendingRaise(change.limit, now);
        if (later < RAISE_COOLING_OFF_MS)
          expect(confirmed).toEqual({ outcome: 'tooEarly', confirmableAt: asked + RAISE_COOLING_OFF_MS });
        else if (later <= RAISE_COOLING_OFF_MS + RAISE_CONFIRM_WINDOW_MS)
          expect(confirmed).toEqual({ outcome: 'applied', limit: depositLimit(high) });
        else expect(confirmed).toEqual({ outcome: 'lapsed', limit: depositLimit(low) });
      }),
    );
  });

  it('the states a pending raise goes through, at the edges', () => {
    const { limit } = requestLimitChange(depositLimit(100), 200, NOW);
    expect(pendingState(limit, NOW + RAISE_COOLING_OFF_MS - 1)).toBe('coolingOff');
    expect(pendingState(limit, NOW + RAISE_COOLING_OFF_MS)).toBe('confirmable');
    expect(pendingState(limit, NOW + RAISE_COOLING_OFF_MS + RAISE_CONFIRM_WINDOW_MS)).toBe('confirmable');
    expect(pendingState(limit, NOW + RAISE_COOLING_OFF_MS + RAISE_CONFIRM_WINDOW_MS + 1)).toBe('lapsed');
    expect(limitInForce(limit, NOW + 9 * 24 * HOUR)).toEqual(depositLimit(100));
  });

  it('removing a limit is a raise: it waits too', () => {
    const change = requestLimitChange(depositLimit(100), null, NOW);
    expect(change.outcome).toBe('pending');
    expect(limitInForce(change.limit, NOW + HOUR).amount).toBe(100);
    expect(confirmPendingRaise(change.limit, NOW + RAISE_COOLING_OFF_MS)).toEqual({
      outcome: 'applied',
      limit: depositLimit(null),
    });
  });

  it('cancelling a pending raise is immediate, and so is asking again for the limit in force', () => {
    const { limit } = requestLimitChange(depositLimit(100), 200, NOW);
    expect(cancelPendingRaise(limit)).toEqual(depositLimit(100));
    expect(requestLimitChange(limit, 100, NOW + HOUR)).toEqual({
      outcome: 'applied',
      limit: depositLimit(100),
    });
    expect(confirmPendingRaise(depositLimit(100), NOW)).toEqual({
      outcome: 'nothingPending',
      limit: depositLimit(100),
    });
  });
});

describe('issue 26 item 2: periods on the operator’s clock (Brasília by default)', () => {
  it('every period holds now, days last 24 hours, weeks start on Monday and months on the 1st', () => {
    fc.assert(
      fc.property(time, fc.integer({ min: -720, max: 840 }), (now, offset) => {
        for (const period of LIMIT_PERIODS) {
          const { startsAt, resetsAt } = limitWindow(period, now, offset);
          expect(startsAt).toBeLessThanOrEqual(now);
          expect(resetsAt).toBeGreaterThan(now);
          const localStart = new Date(startsAt + offset * 60_000);
          expect([localStart.getUTCHours(), localStart.getUTCMinutes()]).toEqual([0, 0]);
          if (period === 'day') expect(resetsAt - startsAt).toBe(24 * HOUR);
          if (period === 'week') {
            expect(localStart.getUTCDay()).toBe(1);
            expect(resetsAt - startsAt).toBe(7 * 24 * HOUR);
          }
          if (period === 'month') expect(localStart.getUTCDate()).toBe(1);
        }
      }),
    );
  });

  it('a Saturday noon in Brasília: the day resets at midnight there, the week on Monday, the month on 1 December', () => {
    expect(limitWindow('day', NOW).resetsAt).toBe(Date.UTC(2026, 10, 29, 3));
    expect(limitWindow('week', NOW).resetsAt).toBe(Date.UTC(2026, 10, 30, 3));
    expect(limitWindow('month', NOW).resetsAt).toBe(Date.UTC(2026, 11, 1, 3));
  });
});

describe('issue 26 item 2: used, remaining and percentage; the lowest applicable limit binds', () => {
  it('shows what is used and left of a limit and when it resets', () => {
    expect(limitUsage({ ...depositLimit(200), amount: 200 }, 50.5, NOW)).toEqual({
      limit: depositLimit(200),
      used: 50.5,
      remaining: 149.5,
      percent: 25,
      resetsAt: Date.UTC(2026, 10, 29, 3),
    });
    expect(limitUsage({ ...depositLimit(200), amount: 200 }, 260, NOW)).toMatchObject({
      remaining: 0,
      percent: 100,
    });
  });

  it('refuses exactly what passes the least room left of the limits of that kind, and names that limit', () => {
    fc.assert(
      fc.property(
        fc.record({ day: fc.option(cents), week: fc.option(cents), month: fc.option(cents) }),
        fc.record({ day: cents, week: cents, month: cents }),
        cents,
        (amounts, used, amount) => {
          const limits = LIMIT_PERIODS.map((period) => depositLimit(amounts[period], period));
          const rooms = LIMIT_PERIODS.filter((period) => amounts[period] !== null).map((period) => ({
            period,
            room: Math.max(0, Math.round(((amounts[period] as number) - used[period]) * 100) / 100),
          }));
          const check = checkLimits(limits, 'deposit', used, amount, NOW);
          const least = Math.min(...rooms.map((r) => r.room));
          if (rooms.length === 0 || amount <= least) expect(check).toEqual({ allowed: true });
          else {
            expect(check.allowed).toBe(false);
            if (!check.allowed) expect(check.usage.remaining).toBe(least);
          }
        },
      ),
    );
  });

  it('limits of another kind, and a raise still pending, do not count', () => {
    const loss: PlayerLimit = { kind: 'loss', period: 'day', amount: 10 };
    const pendingRaise = requestLimitChange(depositLimit(100), 1000, NOW).limit;
    expect(checkLimits([loss, pendingRaise], 'deposit', { day: 90 }, 20, NOW)).toMatchObject({
      allowed: false,
      usage: { remaining: 10, limit: { amount: 100 } },
    });
  });
});
