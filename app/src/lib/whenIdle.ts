/**
 * Runs `work` once the main thread is idle, `timeoutMs` later at most; where the browser has no idle callback
 * (Safari), in a task of its own. Returns a cancel function.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
