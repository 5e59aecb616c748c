import { applyScenario, handlers, mockDb, resetScenario } from '@sorte/mocks';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import type { SetupWorker } from 'msw/browser';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, type RouteObject } from 'react-router-dom';
import { createGateway } from '../bootstrap/createGateway.ts';
import { loadStartupData } from '../bootstrap/startup.ts';
import { parseRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig.ts';
import { queryClientOf } from '../lib/queryClient.ts';
import { AppRoutes } from '../router.tsx';
import { gatewayAtom, runtimeConfigAtom } from '../state/configAtoms.ts';
import { sessionTokenAtom } from '../state/sessionAtoms.ts';
import { type AppStore, createAppStore } from '../state/store.ts';

/** Same-origin gateway: the Storybook service worker answers with the simulated gateway's handlers. */
export function storyConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  const parsed = parseRuntimeConfig(
    JSON.stringify({ mode: 'live', gatewayUrl: '', merchantCode: 'SORTE', defaultPassword: 'Sorte@123' }),
  );
  if (!parsed.ok) throw new Error(parsed.detail);
  return { ...parsed.config, ...overrides };
}

/**
 * Story `beforeEach`: a fresh simulated gateway (fixtures, default scenario without public popups, which would
 * cover the screen being reviewed) behind the Storybook worker.
 */
export function startSimulatedGateway({ msw }: { msw: SetupWorker }) {
  mockDb.reset();
  resetScenario(mockDb);
  applyScenario({ publicPopups: false }, mockDb);
  sessionStorage.clear();
  msw.use(...handlers);
}

/** Renders connected app pieces against the simulated gateway, with a fresh store (and QueryClient) and router per story. */
export function ConnectedStory({
  children,
  routes,
  initialPath = '/',
  config,
  prepare,
}: {
  children?: ReactNode;
  /** The app's own routes (a whole screen) instead of `children`. */
  routes?: () => RouteObject[];
  initialPath?: string;
  config?: Partial<RuntimeConfig>;
  /** Sets atoms before the first render (an open popup, a session). */
  prepare?: (store: AppStore) => void;
}) {
  const [setup] = useState(() => {
    const store = createAppStore();
    store.set(runtimeConfigAtom, storyConfig(config));
    store.set(gatewayAtom, createGateway(store.get(runtimeConfigAtom)!, store));
    // The token atom's default was read from session storage when its module loaded, and story files running
    // side by side share that storage: every story starts logged out unless `prepare` signs in.
    store.set(sessionTokenAtom, null);
    prepare?.(store);
    void loadStartupData(store);
    return { store, routes: routes ? routes() : [{ path: '*', element: children }] };
  });
  return (
    <QueryClientProvider client={queryClientOf(setup.store)}>
      <Provider store={setup.store}>
        <MemoryRouter initialEntries={[initialPath]}>
          <AppRoutes routes={setup.routes} />
        </MemoryRouter>
      </Provider>
    </QueryClientProvider>
  );
}
