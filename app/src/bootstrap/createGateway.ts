import {
  type CoreGatewayClient,
  createCoreGatewayClient,
  createDeferredAesGcmEncryptor,
  type GatewayAdapter,
  plainEncryptor,
} from '@sorte/gateway';
import type { RuntimeConfig } from '../config/runtimeConfig.ts';
import { expireSession } from '../features/session/sessionActions.ts';
import { gatewayLanguage } from '../lib/gatewayLanguage.ts';
import { sessionTokenAtom } from '../state/sessionAtoms.ts';
import type { AppStore } from '../state/store.ts';
import { withHeadStart } from './headStartResponses.ts';

/**
 * The gateway client of the contract conventions: token from the session, 401 ends the session.
 * `ready` holds calls back until it settles (demo mode: the in-browser simulated gateway is starting), so the
 * page can render meanwhile. `adapter`: the operator adapter of the config (`withOperatorAdapter`).
 */
export function createGateway(
  config: RuntimeConfig,
  store: AppStore,
  { ready, adapter }: { ready?: Promise<unknown>; adapter?: GatewayAdapter } = {},
): CoreGatewayClient {
  return createCoreGatewayClient({
    baseUrl: config.gatewayUrl,
    merchantCode: config.merchantCode,
    timeoutMs: config.timeoutMs,
    encryptor:
      config.encryption.scheme === 'aes-256-gcm'
        ? createDeferredAesGcmEncryptor(config.encryption.key)
        : plainEncryptor,
    endpointOverrides: config.endpoints,
    modIds: config.modIds,
    adapter,
    getToken: () => store.get(sessionTokenAtom),
    onUnauthorized: () => expireSession(store),
    language: gatewayLanguage,
    // Resolved at call time, so test interceptors that patch globalThis.fetch are honoured.
    fetch: withHeadStart(window.sorteHeadStart, async (input, init) => {
      await ready;
      return globalThis.fetch(input, init);
    }),
  });
}
