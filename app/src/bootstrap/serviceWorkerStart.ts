/**
 * Registers the PWA's worker once `painted` resolves (live mode, after the first paint), by importing its lazy chunk.
 * A chunk that fails to load (a deploy replaced it, the network dropped) costs the offline page only: logged, never
 * an unhandled rejection.
 */
export function startServiceWorkerAfter(
  painted: Promise<void>,
  load: () => Promise<unknown> = () => import('../pwa/startServiceWorker.ts'),
): Promise<void> {
  return painted
    .then(load)
    .then(() => undefined)
    .catch((error: unknown) => console.error('the service worker was not registered', error));
}
