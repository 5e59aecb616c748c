import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BREAK_LENGTHS,
  breakEnd,
  EXCLUSION_LENGTHS,
  exclusionEnd,
  isAllowedDuringPause,
  isPauseActive,
  type Pause,
  type PlayerAction,
  requestPause,
} from './pauses.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 28, 15, 0);
const time = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) });
const aPause = (now: number) =>
  fc.oneof(
    fc
      .constantFrom(...BREAK_LENGTHS)
      .map((length): Pause => ({ kind: 'break', startedAt: now, endsAt: breakEnd(length, now) })),
    fc
      .constantFrom(...EXCLUSION_LENGTHS)
      .map((length): Pause => ({ kind: 'exclusion', startedAt: now, endsAt: exclusionEnd(length, now) })),
  );

describe('issue 26 item 5: breaks and self-exclusion', () => {
  it('a break lasts 24 hours, 7 or 30 days; an exclusion 6 months, 1, 2 or 5 years or for good', () => {
    expect(BREAK_LENGTHS.map((length) => (breakEnd(length, NOW) - NOW) / DAY)).toEqual([1, 7, 30]);
    expect(EXCLUSION_LENGTHS.map((length) => exclusionEnd(length, NOW))).toEqual([
      Date.UTC(2027, 4, 28, 15),
      Date.UTC(2027, 10, 28, 15),
      Date.UTC(2028, 10, 28, 15),
      Date.UTC(2031, 10, 28, 15),
      null,
    ]);
    // 31 August + 6 months ends on the last day of February.
    expect(exclusionEnd('6m', Date.UTC(2027, 7, 31, 10))).toBe(Date.UTC(2028, 1, 29, 10));
  });

  it('nothing shortens a pause in force: any later request ends no sooner, and one that would is refused', () => {
    const scenario = fc
      .tuple(time, fc.integer({ min: 0, max: 40 * DAY }))
      .chain(([started, later]) =>
        fc.tuple(fc.constant(started + later), aPause(started), aPause(started + later)),
      );
    fc.assert(
      fc.property(scenario, ([now, current, next]) => {
        const result = requestPause(current, next, now);
        if (!isPauseActive(current, now)) {
          expect(result).toEqual({ outcome: 'started', pause: next });
          return;
        }
        const end = result.pause.endsAt;
        if (current.endsAt === null) expect(end).toBeNull();
        else if (end !== null) expect(end).toBeGreaterThanOrEqual(current.endsAt);
        if (result.outcome === 'wouldShorten') expect(result.pause).toBe(current);
      }),
      { numRuns: 300 },
    );
  });

  it('a shorter break during a longer one is refused; an exclusion over a longer break keeps the later end', () => {
    const month: Pause = { kind: 'break', startedAt: NOW, endsAt: breakEnd('30d', NOW) };
    const day: Pause = { kind: 'break', startedAt: NOW + DAY, endsAt: breakEnd('24h', NOW + DAY) };
    expect(requestPause(month, day, NOW + DAY)).toEqual({ outcome: 'wouldShorten', pause: month });
    const exclusion: Pause = { kind: 'exclusion', startedAt: NOW + DAY, endsAt: NOW + 10 * DAY };
    expect(requestPause(month, exclusion, NOW + DAY)).toEqual({
      outcome: 'started',
      pause: { ...exclusion, endsAt: month.endsAt },
    });
  });

  it('while paused the player logs in, withdraws and reads records, and cannot deposit, play or claim', () => {
    const pause: Pause = { kind: 'exclusion', startedAt: NOW, endsAt: null };
    const allowed = (action: PlayerAction, now = NOW + DAY) => isAllowedDuringPause(pause, action, now);
    expect(['logIn', 'withdraw', 'readRecords'].map((a) => allowed(a as PlayerAction))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['deposit', 'launchGame', 'claimPromotion'].map((a) => allowed(a as PlayerAction))).toEqual([
      false,
      false,
      false,
    ]);
    expect(allowed('deposit', NOW - 1)).toBe(true);
    const ended: Pause = { kind: 'break', startedAt: NOW, endsAt: NOW + DAY };
    expect(isAllowedDuringPause(ended, 'launchGame', NOW + DAY)).toBe(true);
    expect(isAllowedDuringPause(ended, 'launchGame', NOW + DAY - 1)).toBe(false);
  });
});
