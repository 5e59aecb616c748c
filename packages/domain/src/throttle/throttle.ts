/**
 * True when a throttled action may run at `now`, given when it last ran: at most once per `intervalMs`.
 * A clock that moved back (now before the last pass) lets the action through rather than blocking it;
 * a `now` that is not a finite number never passes.
 */
export function throttleAllows(lastPassAt: number | null, now: number, intervalMs: number): boolean {
  if (!Number.isFinite(now)) return false;
  return lastPassAt === null || now - lastPassAt >= intervalMs || now < lastPassAt;
}

export interface ThrottleGate {
  /** True (and the pass is recorded) when the action may run now; false when it is dropped. */
  tryPass(now: number): boolean;
  /** Forgets the last pass. */
  reset(): void;
}

/**
 * A leading-edge gate: the first call passes, further calls within `intervalMs` are dropped (§5 throttles:
 * SMS button, captcha refresh and favourite toggle, 1 per second). Time is passed in.
 */
export function createThrottleGate(intervalMs: number): ThrottleGate {
  if (!Number.isFinite(intervalMs) || intervalMs < 0) {
    throw new RangeError(`throttle interval must be a finite number ≥ 0, got ${intervalMs}`);
  }
  let lastPassAt: number | null = null;
  return {
    tryPass(now) {
      if (!throttleAllows(lastPassAt, now, intervalMs)) return false;
      lastPassAt = now;
      return true;
    },
    reset() {
      lastPassAt = null;
    },
  };
}
