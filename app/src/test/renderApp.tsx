import { parseOperatorAdapter } from '@sorte/gateway/adapter';
import { DIALECTS, type Dialect, type ScenarioPatch, SPEC_CLASS_NAMES } from '@sorte/mocks';
import { createMockServer, type MockServer } from '@sorte/mocks/node';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { App } from '../App.tsx';
import { createGateway } from '../bootstrap/createGateway.ts';
import { loadStartupData } from '../bootstrap/startup.ts';
import { parseRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig.ts';
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

/**
 * The simulated gateway's dialect for this run: `SORTE_MOCK_DIALECT=spec` (the vitest project app-spec-dialect)
 * answers every call in the alternative shapes; default 'codes'.
 */
export const TEST_DIALECT: Dialect = (DIALECTS as readonly string[]).includes(
  import.meta.env.SORTE_MOCK_DIALECT ?? '',
)
  ? (import.meta.env.SORTE_MOCK_DIALECT as Dialect)
  : 'codes';

/** A §3 class (SLOT_MACHINE …) as the test run's gateway names it in its game menus (and expects it back). */
export const gatewayClass = (name: string): string =>
  TEST_DIALECT === 'spec' ? (SPEC_CLASS_NAMES[name] ?? name) : name;

/** One simulated gateway (msw/node, unhandled requests are errors) for the test file; reset after each test. */
export function simulatedGatewayForFile(): MockServer {
  const mock = createMockServer({ baseUrl: TEST_GATEWAY, dialect: TEST_DIALECT });
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mock.reset());
  afterAll(() => mock.server.close());
  return mock;
}

/** The test's hold on the memory router: where it is, and navigation from outside the page (back, a typed URL). */
export class TestRouter {
  state: { location: Location } = {
    location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
  };
  #navigate: NavigateFunction | null = null;

  attach(navigate: NavigateFunction, location: Location) {
    this.#navigate = navigate;
    this.state = { location };
  }

  async navigate(to: string | number) {
    const navigate = this.#navigate;
    if (!navigate) throw new Error('the router has not rendered yet');
    await act(async () => {
      if (typeof to === 'number') await navigate(to);
      else await navigate(to);
    });
  }
}

function RouterProbe({ router }: { router: TestRouter }) {
  const navigate = useNavigate();
  const location = useLocation();
  useLayoutEffect(() => router.attach(navigate, location), [router, navigate, location]);
  return null;
}

/** The config's operator adapter compiled as the bootstrap does (`withOperatorAdapter`); a wrong one fails the test. */
function adapterOf(config: Partial<RuntimeConfig> | undefined) {
  if (config?.adapter === undefined) return undefined;
  const parsed = parseOperatorAdapter(config.adapter);
  if (!parsed.ok) throw new Error(`invalid adapter: ${parsed.issues.join('; ')}`);
  return parsed.adapter;
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
  }: {
    url?: string;
    scenario?: ScenarioPatch;
    config?: Partial<RuntimeConfig>;
  } = {},
) {
  // Public popups cover the page once the browser is idle: only the tests about them ask for them.
  mock.applyScenario({ publicPopups: false, ...scenario });
  const store = createAppStore();
  store.set(runtimeConfigAtom, testConfig(config));
  store.set(gatewayAtom, createGateway(store.get(runtimeConfigAtom)!, store, { adapter: adapterOf(config) }));
  const startup = loadStartupData(store);
  const router = new TestRouter();
  const user = userEvent.setup();
  const view = render(
    <App
      store={store}
      router={(appRoutes) => (
        <MemoryRouter initialEntries={[url]}>
          <RouterProbe router={router} />
          {appRoutes}
        </MemoryRouter>
      )}
    />,
  );
  await startup;
  return { ...view, store, router, user };
}

/**
 * The open dialog named `name`, once it takes pointer input: Radix opens a modal with `pointer-events: none` on the
 * body and lifts it on the dialog an effect later, and a click in between is refused as a click on nothing.
 */
export async function findDialog(name: string | RegExp, timeout = 5000): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name }, { timeout });
  await waitFor(() => expect(dialog.style.pointerEvents).toBe('auto'), { timeout });
  return dialog;
}
