// The PWA's service worker (issue 27 item 1), bundled into /sw.js at build by ../../../pwaBuild.ts, which provides
// the shell to precache and its version. Registered in live mode only (../registerServiceWorker.ts): in demo mode the simulated
// gateway's worker (mockServiceWorker.js) owns the same scope.
import { ACTIVATE_MESSAGE, cacheable, OFFLINE_PAGE, strategyFor } from './strategy.ts';

// The WebWorker lib's types clash with the DOM lib the rest of the app compiles with: the few used here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const CACHE = `sorte-${__SORTE_VERSION__}`;

worker.addEventListener('install', (event) => {
  // `reload`: the shell comes from the server, never from the HTTP cache (the offline files keep their names).
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(__SORTE_SHELL__.map((url) => new Request(url, { cache: 'reload' })))),
  );
  // No skipWaiting here: a new version waits until the player chooses "Atualizar" (no silent reload).
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith('sorte-') && key !== CACHE).map((key) => caches.delete(key)),
        ),
      ),
  );
});

worker.addEventListener('message', (event) => {
  if (event.data === ACTIVATE_MESSAGE) void worker.skipWaiting();
});

worker.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, worker.location.origin);
  if (strategy === 'cache-first') event.respondWith(cacheFirst(event.request));
  else if (strategy === 'network-first') event.respondWith(networkOrOfflinePage(event.request));
  // network-only: not answered here, so the browser fetches it as if there were no worker.
});

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (cacheable(response)) void cache.put(request, response.clone());
  return response;
}

async function networkOrOfflinePage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (failure) {
    const offline = await caches.match(OFFLINE_PAGE, { cacheName: CACHE });
    if (offline) return offline;
    throw failure;
  }
}
