import type { ScenarioPatch } from '@sorte/mocks';
import { createMockServer, type MockServer } from '@sorte/mocks/node';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { App } from '../App.tsx';
import { createGateway } from '../bootstrap/createGateway.ts';
import { loadStartupData } from '../bootstrap/startup.ts';
import { parseRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig.ts';
import { createRoutes } from '../router.tsx';
import { gatewayAtom, runtimeConfigAtom } from '../state/configAtoms.ts';
import { createAppStore } from '../state/store.ts';

export const TEST_GATEWAY = 'http://gateway.test';

export function testConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  const parsed = parseRuntimeConfig(
    JSON.stringify({
      mode: 'live',
      gatewayUrl: TEST_GATEWAY,
      merchantCode: 'SORTE',
      defaultPassword: 'Sorte@123',
    }),
  );
  if (!parsed.ok) throw new Error(parsed.detail);
  return { ...parsed.config, timeoutMs: 2000, ...overrides };
}

/** One simulated gateway (msw/node, unhandled requests are errors) for the test file; reset after each test. */
export function simulatedGatewayForFile(): MockServer {
  const mock = createMockServer({ baseUrl: TEST_GATEWAY });
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mock.reset());
  afterAll(() => mock.server.close());
  return mock;
}

/**
 * Renders the whole app at a URL, as the bootstrap does (config, gateway, startup calls), on a memory router.
 */
export async function renderApp(
  mock: MockServer,
  {
    url = '/',
    scenario,
    config,
  }: { url?: string; scenario?: ScenarioPatch; config?: Partial<RuntimeConfig> } = {},
) {
  // Public popups cover the page once the browser is idle: only the tests about them ask for them.
  mock.applyScenario({ publicPopups: false, ...scenario });
  const store = createAppStore();
  store.set(runtimeConfigAtom, testConfig(config));
  store.set(gatewayAtom, createGateway(store.get(runtimeConfigAtom)!, store));
  const startup = loadStartupData(store);
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(<App store={store} router={router as never} />);
  await startup;
  return { ...view, store, router, user };
}
