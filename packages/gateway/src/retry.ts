/** Retry policy for idempotent GETs: at most `maxAttempts` tries, full-jitter exponential backoff. */
export interface RetryPolicy {
  /** Total tries including the first (default 3). */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** [0, 1) source, injectable for tests. */
  random: () => number;
  /** Injectable for tests; must reject (or resolve early) when `signal` aborts. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 250,
  maxDelayMs: 2000,
  random: Math.random,
  sleep: defaultSleep,
};

/** "Full jitter": a uniform delay in [0, min(max, base·2^(retry-1))). `retry` counts from 1. */
export function fullJitterDelay(
  retry: number,
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs' | 'random'>,
) {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
  return Math.floor(policy.random() * ceiling);
}

/** `Retry-After`: delta-seconds or an HTTP date → whole seconds (≥ 0), or undefined. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
