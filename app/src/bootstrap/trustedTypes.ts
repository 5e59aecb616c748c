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
