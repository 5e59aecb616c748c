const MOCK_WORKER_PATH = '/mockServiceWorker.js';

interface TrustedTypePolicyFactoryLike {
  createPolicy(name: string, rules: { createScriptURL?: (input: string) => string }): unknown;
}

/**
 * Demo mode only: msw registers its service worker with a plain string, which Trusted Types refuse
 * unless a `default` policy exists. This one accepts exactly our own worker script and nothing else.
 */
export function allowMockServiceWorker(origin: string = location.origin) {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactoryLike }).trustedTypes;
  if (!factory) return;
  factory.createPolicy('default', {
    createScriptURL(input: string) {
      const url = new URL(input, origin);
      if (url.origin === origin && url.pathname === MOCK_WORKER_PATH) return url.href;
      throw new TypeError(`Trusted Types: script URL refused: ${input}`);
    },
  });
}

/** The PWA's worker script (built by app/pwaBuild.ts). */
export const SERVICE_WORKER_PATH = '/sw.js';

let serviceWorkerPolicy: { createScriptURL(input: string): string } | undefined;

/**
 * Live mode only: `navigator.serviceWorker.register` takes a TrustedScriptURL under the CSP's
 * `require-trusted-types-for 'script'`. The `sorte-service-worker` policy (listed by app/server/securityHeaders.ts
 * in live mode) makes one for our own worker script and refuses anything else. Created once: a second policy of
 * the same name is refused.
 */
export function serviceWorkerScriptUrl(origin: string = location.origin): string {
  // A TrustedScriptURL where the browser has Trusted Types: it stands in for the URL string.
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactoryLike }).trustedTypes;
  const url = new URL(SERVICE_WORKER_PATH, origin).href;
  if (!factory) return url;
  serviceWorkerPolicy ??= factory.createPolicy('sorte-service-worker', {
    createScriptURL(input: string) {
      if (input === url) return input;
      throw new TypeError(`Trusted Types: script URL refused: ${input}`);
    },
  }) as { createScriptURL(input: string): string };
  return serviceWorkerPolicy.createScriptURL(url);
}
