import { type RouteObject, redirect } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout.tsx';
import { RouteError } from './layout/RouteError.tsx';
import { loginRedirect, paths } from './paths.ts';
import { loginPopupAtom, referralCodeAtom } from './state/popupAtoms.ts';
import { sessionTokenAtom } from './state/sessionAtoms.ts';
import type { AppStore } from './state/store.ts';

const homeRoute = () =>
  import('./routes/home/HomeRoute.tsx').then((module) => ({ Component: module.HomeRoute }));
const notFoundRoute = () =>
  import('./routes/notFound/NotFoundRoute.tsx').then((module) => ({ Component: module.NotFoundRoute }));

/** Navigation guard (spec §2): a route that needs authentication and has no session token goes to /login. */
export function requireSession(store: AppStore) {
  return ({ request }: { request: Request }) => {
    if (store.get(sessionTokenAtom)) return null;
    const url = new URL(request.url);
    return redirect(loginRedirect(`${url.pathname}${url.search}${url.hash}`));
  };
}

export function createRoutes(store: AppStore): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, lazy: homeRoute, errorElement: <RouteError /> },
        ...paths.home.aliases.map((path) => ({ path, lazy: homeRoute, errorElement: <RouteError /> })),
        {
          // Spec §2: /login shows home with the login popup open.
          path: paths.login.path,
          lazy: homeRoute,
          errorElement: <RouteError />,
          loader: () => {
            store.set(loginPopupAtom, (previous) => ({ ...previous, open: true }));
            return null;
          },
        },
        {
          // Spec §2: /register shows home (the registration popup arrives with the accounts issue); referralCode is kept.
          path: paths.register.path,
          lazy: homeRoute,
          errorElement: <RouteError />,
          loader: ({ request }) => {
            const referralCode = new URL(request.url).searchParams.get('referralCode');
            if (referralCode) store.set(referralCodeAtom, referralCode);
            return null;
          },
        },
        { path: '*', lazy: notFoundRoute, errorElement: <RouteError /> },
      ],
    },
  ];
}
