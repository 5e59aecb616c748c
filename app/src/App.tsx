import { I18nProvider } from '@lingui/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { i18n } from './i18n/i18n.ts';
import { AppRoutes } from './router.tsx';
import type { AppStore } from './state/store.ts';

/** The site: the store, the active catalog and the routes, in the browser's router unless given another one. */
export function App({
  store,
  router = (routes) => <BrowserRouter>{routes}</BrowserRouter>,
}: {
  store: AppStore;
  /** Wraps the routes in a router (tests use a MemoryRouter). */
  router?: (routes: ReactNode) => ReactNode;
}) {
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>{router(<AppRoutes />)}</I18nProvider>
    </Provider>
  );
}
