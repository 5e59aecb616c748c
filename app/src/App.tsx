import { I18nProvider } from '@lingui/react';
import { Provider } from 'jotai';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { i18n } from './i18n/i18n.ts';
import { createRoutes } from './router.tsx';
import type { AppStore } from './state/store.ts';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(() => createBrowserRouter(createRoutes(store)));
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>
  );
}
