import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dueRealityCheck,
  isRealityCheckDue,
  nextRealityCheckAt,
  realityCheckMinutes,
  sessionClock,
  sessionPosition,
} from './session.ts';

const START = Date.UTC(2026, 10, 28, 15, 0);
const MINUTE = 60_000;

describe('issue 26 item 4: the reality check', () => {
  it('runs every 15 to 120 whole minutes, 60 by default', () => {
    expect([undefined, null, Number.NaN, 5, 15, 44.6, 120, 600].map(realityCheckMinutes)).toEqual([
      60, 60, 60, 15, 15, 45, 120, 120,
    ]);
  });

  it('opens exactly once per interval, however often the page asks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 15, max: 120 }),
        fc.array(fc.integer({ min: 0, max: 10 * MINUTE }), { minLength: 1, maxLength: 200 }),
        (interval, steps) => {
          let now = START;
          let answered = 0;
          let opened = 0;
          for (const step of steps) {
            now += step;
            if (isRealityCheckDue(START, interval, answered, now)) {
              opened += 1;
              answered = dueRealityCheck(START, interval, now);
            }
          }
          const intervalsPassed = Math.floor((now - START) / (interval * MINUTE));
          // Asked at least once per interval, it opens once per interval; asked less often, never twice in a row.
          expect(opened).toBeLessThanOrEqual(intervalsPassed);
          expect(answered).toBe(intervalsPassed);
        },
      ),
    );
  });

  it('not before the first full interval; the next one an interval after the last answered', () => {
    expect(isRealityCheckDue(START, 60, 0, START + 60 * MINUTE - 1)).toBe(false);
    expect(isRealityCheckDue(START, 60, 0, START + 60 * MINUTE)).toBe(true);
    expect(isRealityCheckDue(START, 60, 1, START + 119 * MINUTE)).toBe(false);
    expect(nextRealityCheckAt(START, 60, 1)).toBe(START + 120 * MINUTE);
    expect(dueRealityCheck(START, 60, START - MINUTE)).toBe(0);
  });
});

describe('issue 26 item 3: the session clock and the net position', () => {
  it('shows the elapsed time as H:MM:SS', () => {
    expect(sessionClock(START, START)).toBe('0:00:00');
    expect(sessionClock(START, START + 59_999)).toBe('0:00:59');
    expect(sessionClock(START, START + 3_725_000)).toBe('1:02:05');
    expect(sessionClock(START, START + 36_000_000)).toBe('10:00:00');
    expect(sessionClock(START, START - 5000)).toBe('0:00:00');
  });

  it('the net result is won minus staked, to the cent', () => {
    expect(
      sessionPosition([
        { stake: 10, payout: 0 },
        { stake: 2.5, payout: 7.1 },
        { stake: 0.1, payout: 0.2 },
      ]),
    ).toEqual({ staked: 12.6, won: 7.3, net: -5.3 });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ stake: fc.integer({ min: 0, max: 1e6 }), payout: fc.integer({ min: 0, max: 1e6 }) }),
        ),
        (cents) => {
          const bets = cents.map(({ stake, payout }) => ({ stake: stake / 100, payout: payout / 100 }));
          const position = sessionPosition(bets);
          const net = cents.reduce((total, bet) => total + bet.payout - bet.stake, 0) / 100;
          expect(position.net).toBeCloseTo(net, 10);
          expect(Math.round(position.net * 100)).toBe(Math.round(net * 100));
        },
      ),
    );
  });
});
