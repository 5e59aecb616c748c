import { sessionStore } from '../state/browserStorage.ts';

const RELOADED_AT_KEY = 'sorte.chunkReloadAt';
const LOOP_GUARD_MS = 60_000;

/**
 * After a deploy, an old page may ask for a lazy chunk that no longer exists. Reload once to get the
 * new build; the time guard stops a reload loop when the chunk is really broken.
 */
export function shouldReloadForFailedChunk(now: number, lastReloadAt: string | null): boolean {
  const last = Number(lastReloadAt);
  return !Number.isFinite(last) || lastReloadAt === null || now - last > LOOP_GUARD_MS;
}

export function installPreloadRecovery(target: Window = window) {
  target.addEventListener('vite:preloadError', (event) => {
    if (!shouldReloadForFailedChunk(Date.now(), sessionStore.get(RELOADED_AT_KEY))) return;
    event.preventDefault();
    sessionStore.set(RELOADED_AT_KEY, String(Date.now()));
    target.location.reload();
  });
}
