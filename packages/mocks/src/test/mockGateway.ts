import { createAesGcmEncryptor, createGatewayClient, type GatewayClientOptions } from '@sorte/gateway';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { MockDb } from '../db.ts';
import type { Dialect } from '../dialect.ts';
import { DEMO_PASSWORD } from '../fixtures/accounts.ts';
import { DEMO_ENCRYPTION_KEY } from '../handlers/index.ts';
import { createMockServer } from '../node.ts';

export { rejection } from '@sorte/gateway/testing';

/** Where the tests' simulated gateway answers. */
export const GATEWAY = 'http://gateway.test';

/**
 * The simulated gateway of one test file: listening from beforeAll, its state reset after each test (`mock.reset()`:
 * the db and the scenario start again).
 */
export function mockGatewayForFile(options: { db?: MockDb; dialect?: Dialect } = {}) {
  const mock = createMockServer({ baseUrl: GATEWAY, ...options });
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mock.reset());
  afterAll(() => mock.server.close());
  return mock;
}

export interface MemberSessionOptions extends Partial<GatewayClientOptions> {
  /** Encrypt as the demo config does (AES-256-GCM with the demo key). */
  aes?: boolean;
}

/**
 * A client like the app's on the simulated gateway, holding the token a login gives (and dropping it on a 401);
 * no waiting between retries.
 */
export function memberSession({ aes = false, ...overrides }: MemberSessionOptions = {}) {
  let token: string | null = null;
  const onUnauthorized = vi.fn(() => {
    token = null;
  });
  const gw = createGatewayClient({
    baseUrl: GATEWAY,
    getToken: () => token,
    onUnauthorized,
    retry: { sleep: async () => {} },
    ...(aes ? { encryptor: createAesGcmEncryptor(DEMO_ENCRYPTION_KEY) } : {}),
    ...overrides,
  });
  return {
    gw,
    onUnauthorized,
    token: () => token,
    setToken(next: string | null) {
      token = next;
    },
    async login(
      username = 'jogador01',
      password = DEMO_PASSWORD,
      extra: { captcha?: string; captchaKey?: string } = {},
    ) {
      const result = await gw.session.login({ type: 'username', username, password, ...extra });
      token = result.token;
      return result;
    },
  };
}
