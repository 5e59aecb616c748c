import { I18nProvider } from '@lingui/react';
import { SafeHtmlPolicyProvider } from '@sorte/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider, useAtomValue } from 'jotai';
import { type ReactNode, useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { i18n } from './i18n/i18n.ts';
import { queryClientOf } from './lib/queryClient.ts';
import { AppRoutes } from './router.tsx';
import { runtimeConfigAtom } from './state/configAtoms.ts';
import type { AppStore } from './state/store.ts';

/** The site: the store and its QueryClient, the active catalog and the routes, in the browser's router unless given another one. */
export function App({
  store,
  router = (routes) => <BrowserRouter>{routes}</BrowserRouter>,
}: {
  store: AppStore;
  /** Wraps the routes in a router (tests use a MemoryRouter). */
  router?: (routes: ReactNode) => ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClientOf(store)}>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <GatewayHtmlPolicy>{router(<AppRoutes />)}</GatewayHtmlPolicy>
        </I18nProvider>
      </Provider>
    </QueryClientProvider>
  );
}

/** Gateway HTML may point only at the site and the configured link and image hosts. */
function GatewayHtmlPolicy({ children }: { children: ReactNode }) {
  const config = useAtomValue(runtimeConfigAtom);
  const policy = useMemo(
    () => ({ linkHosts: config?.allowedLinkHosts ?? [], imageHosts: config?.imageHosts ?? [] }),
    [config],
  );
  return <SafeHtmlPolicyProvider value={policy}>{children}</SafeHtmlPolicyProvider>;
}
