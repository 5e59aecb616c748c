import { I18nProvider } from '@lingui/react';
import { Provider } from 'jotai';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { i18n } from './i18n/i18n.ts';
import { createRoutes } from './router.tsx';
import type { AppStore } from './state/store.ts';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(store: AppStore): AppRouter {
  return createBrowserRouter(createRoutes(store));
}

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>
  );
}
