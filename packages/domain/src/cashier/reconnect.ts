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

/** How many transaction ids a session remembers having toasted (the oldest is forgotten first). */
export const SEEN_TRANSACTIONS_MAX = 500;

/**
 * The transactions a live money event has already been shown for, by id, for one session (one toast per
 * transaction): it outlives the socket's connections (a reconnecting server that sends an event again is not shown
 * twice) and is bounded, so a flood of ids cannot grow it without end. The app clears it at logout.
 */
export class SeenMoneyEvents {
  readonly #seen = new Set<string>();
  constructor(readonly capacity = SEEN_TRANSACTIONS_MAX) {}

  /** true the first time an event about this transaction is offered; false ever after (until clear). */
  firstTime(transactionId: string): boolean {
    if (this.#seen.has(transactionId)) return false;
    this.#seen.add(transactionId);
    if (this.#seen.size > this.capacity) {
      const oldest = this.#seen.values().next().value;
      if (oldest !== undefined) this.#seen.delete(oldest);
    }
    return true;
  }

  clear(): void {
    this.#seen.clear();
  }
}
