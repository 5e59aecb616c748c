import { I18nProvider } from '@lingui/react';
import { resolveLanguage } from '@sorte/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../App.tsx';
import type { RuntimeConfig } from '../config/runtimeConfig.ts';
import { formatMoneyAtom } from '../i18n/formats.ts';
import { activateLanguage, i18n } from '../i18n/i18n.ts';
import { whenIdle } from '../lib/whenIdle.ts';
import { paths } from '../paths.ts';
import { firstRouteRendered, preloadPage } from '../router.tsx';
import { gatewayAtom, runtimeConfigAtom } from '../state/configAtoms.ts';
import { whenMainContentPainted } from '../state/mainPaint.ts';
import {
  applyThemePreference,
  languageAtom,
  storedLanguage,
  storedThemePreference,
} from '../state/preferenceAtoms.ts';
import { type AppStore, createAppStore } from '../state/store.ts';
import { createGateway } from './createGateway.ts';
import { headStartConfigFetcher } from './headStartResponses.ts';
import { loadRuntimeConfig } from './loadConfig.ts';
import { installPreloadRecovery } from './preloadRecovery.ts';
import { startServiceWorkerAfter } from './serviceWorkerStart.ts';
import { loadStartupData } from './startup.ts';

async function startSimulatedGateway(config: RuntimeConfig, search: string) {
  // Demo builds only; `VITE_DEMO=off vite build` drops the simulated gateway from the bundle entirely.
  if (import.meta.env.VITE_DEMO === 'off')
    throw new Error('this build has no simulated gateway (VITE_DEMO=off)');
  // Dynamic chunks: the Trusted Types policy for the worker, the simulated gateway, its socket's address and its
  // scenario load only in demo mode.
  const [{ allowMockServiceWorker }, { startBrowserMocks }, { socketAddress }, { demoScenarioSearch }] =
    await Promise.all([
      import('./trustedTypes.ts'),
      import('@sorte/mocks/browser'),
      import('../config/socketAddress.ts'),
      import('../config/demoScenario.ts'),
    ]);
  allowMockServiceWorker();
  await startBrowserMocks({
    baseUrl: config.gatewayUrl,
    search: demoScenarioSearch(config.demoScenario, search),
    ...(config.socketUrl ? { socketUrl: socketAddress(config.socketUrl, location.href) } : {}),
  });
}

export async function bootstrap(container: HTMLElement, store: AppStore = createAppStore()) {
  // The address as loaded: the first route may redirect (the guard's /login) before the demo's scenario is read.
  const loadedSearch = location.search;
  installPreloadRecovery();
  applyThemePreference(storedThemePreference());
  // Spec §1: Portuguese by default; a ?lang= link or the visitor's own earlier choice wins.
  const requested = new URLSearchParams(location.search).get('lang') ?? storedLanguage();
  const language = resolveLanguage(requested, { includeDevOnly: true });
  // The home banner's request starts with the config, not after the home route's code (spec §2 Home: LCP).
  const homePrefetch = (paths.home.aliases as readonly string[])
    .concat(paths.home.path)
    .includes(location.pathname)
    ? import('../features/home/prefetchHome.ts')
    : undefined;
  const [configResult] = await Promise.all([
    loadRuntimeConfig(headStartConfigFetcher(window.sorteHeadStart, fetch)),
    activateLanguage(language),
  ]);
  store.set(languageAtom, language);
  const root = createRoot(container);

  if (!configResult.ok) {
    const { ConfigErrorPage } = await import('@sorte/ui/pages');
    root.render(
      <I18nProvider i18n={i18n}>
        <ConfigErrorPage
          detail={`${configResult.reason}: ${configResult.detail}`}
          onRetry={() => location.reload()}
        />
      </I18nProvider>,
    );
    return;
  }
  // Demo mode's scenario switch for the Brazilian profile (issue 26 item 1): `mock.jurisdiction=BR` in the address or
  // in the config's demoScenario.
  const config =
    configResult.config.mode === 'demo' &&
    /mock\.jurisdiction=BR/.test(`${configResult.config.demoScenario}${loadedSearch}`)
      ? { ...configResult.config, jurisdiction: 'BR' as const }
      : configResult.config;
  // Demo mode: the first page paints before the simulated gateway's code is even fetched (it would compete for
  // the network and the main thread); gateway calls wait for it.
  const mocksReady =
    config.mode === 'demo'
      ? firstRoutePainted().then(() => startSimulatedGateway(config, loadedSearch))
      : undefined;
  mocksReady?.catch((error: unknown) => console.error('the simulated gateway did not start', error));
  store.set(runtimeConfigAtom, config);
  store.set(gatewayAtom, createGateway(config, store, { ready: mocksReady, adapter: configResult.adapter }));
  void homePrefetch?.then((module) => module.prefetchHome(store));
  const firstPage = preloadPage(location.pathname);
  // System status, white-label switches and permission info are asked once the page's main content is on screen
  // (home: the banner), so their requests do not queue before the banner's on the gateway's connections.
  void loadStartupData(store, { systemAfter: whenMainContentPainted() });
  // The first page's code is in before the first render, so the shell and the page paint together.
  await firstPage;
  // A transition renders the first page in slices, so building the shell never blocks the main thread long.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
  // The first Intl call for a locale loads its data (45-75 ms at 4x CPU slowdown). Made while the first page waits
  // for its banner, it is a short task of its own instead of part of a later render (home: the winner board's).
  void firstRouteRendered.then(() => whenIdle(() => store.get(formatMoneyAtom)(0), 1000));
  // The PWA's worker registers after the first paint, in live mode only: demo mode's simulated gateway has a worker
  // of its own on the same scope.
  if (config.mode === 'live') void startServiceWorkerAfter(firstRoutePainted());
}

/** Resolves after the first route (lazy chunks included) has rendered and a frame has been painted. */
async function firstRoutePainted(): Promise<void> {
  await firstRouteRendered;
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
