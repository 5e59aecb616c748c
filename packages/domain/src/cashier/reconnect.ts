/** The live-events socket's reconnection: exponential backoff with full jitter, capped. */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * The wait before reconnect attempt `attempt` (0 for the first): a random share (`random` in [0, 1)) of
 * base × 2^attempt, at most the cap, never less than 250 ms so a flapping server is not hammered.
 */
export function reconnectDelay(attempt: number, random: number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.max(250, Math.floor(Math.min(Math.max(random, 0), 0.999_999) * ceiling));
}
