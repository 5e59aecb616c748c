import { type RouteObject, redirect } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout.tsx';
import { RouteError } from './layout/RouteError.tsx';
import { loginRedirect, paths } from './paths.ts';
import { loginPopupAtom, referralCodeAtom, registerPopupAtom } from './state/popupAtoms.ts';
import { sessionTokenAtom } from './state/sessionAtoms.ts';
import type { AppStore } from './state/store.ts';

const homeRoute = () => {
  // The home content (banner, lobby) is fetched alongside its route instead of after the route has rendered.
  void import('./features/home/HomeContent.tsx').catch(() => undefined);
  return import('./routes/home/HomeRoute.tsx').then((module) => ({ Component: module.HomeRoute }));
};
const centreRoute = () =>
  import('./routes/centre/CentreRoute.tsx').then((module) => ({ Component: module.CentreRoute }));
const accountGamesRoute = () =>
  import('./routes/gameList/AccountGamesRoute.tsx').then((module) => ({
    Component: module.AccountGamesRoute,
  }));
const gameRoute = () =>
  import('./routes/game/GameRoute.tsx').then((module) => ({ Component: module.GameRoute }));
const agentLoginRoute = () =>
  import('./routes/agent/AgentLoginRoute.tsx').then((module) => ({ Component: module.AgentLoginRoute }));
const agentHomeRoute = () =>
  import('./routes/agent/AgentHomeRoute.tsx').then((module) => ({ Component: module.AgentHomeRoute }));
const promotionsRoute = () =>
  import('./routes/promotions/PromotionsRoute.tsx').then((module) => ({ Component: module.PromotionsRoute }));
const lotteryRoute = () =>
  import('./routes/lottery/LotteryRoute.tsx').then((module) => ({ Component: module.LotteryRoute }));
const helpRoute = () =>
  import('./routes/help/HelpRoute.tsx').then((module) => ({ Component: module.HelpRoute }));
const downloadRoute = () =>
  import('./routes/download/DownloadRoute.tsx').then((module) => ({ Component: module.DownloadRoute }));
const pointMallRoute = () =>
  import('./routes/pointMall/PointMallRoute.tsx').then((module) => ({ Component: module.PointMallRoute }));
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
          // Spec §2: /register shows home with the registration popup open; referralCode is kept.
          path: paths.register.path,
          lazy: homeRoute,
          errorElement: <RouteError />,
          loader: ({ request }) => {
            const referralCode = new URL(request.url).searchParams.get('referralCode');
            if (referralCode) store.set(referralCodeAtom, referralCode);
            store.set(registerPopupAtom, (previous) => ({ ...previous, open: true }));
            return null;
          },
        },
        { path: paths.promotions.path, lazy: promotionsRoute, errorElement: <RouteError /> },
        { path: paths.help.path, lazy: helpRoute, errorElement: <RouteError /> },
        { path: paths.download.path, lazy: downloadRoute, errorElement: <RouteError /> },
        { path: paths.pointMall.path, lazy: pointMallRoute, errorElement: <RouteError /> },
        ...paths.centres.map((path) => ({ path, lazy: centreRoute, errorElement: <RouteError /> })),
        ...[paths.favorite.path, paths.recent.path].map((path) => ({
          path,
          lazy: accountGamesRoute,
          loader: requireSession(store),
          errorElement: <RouteError />,
        })),
        ...paths.lottery.map((path) => ({
          path,
          lazy: lotteryRoute,
          loader: requireSession(store),
          errorElement: <RouteError />,
        })),
        ...paths.gamePages.map((path) => ({ path, lazy: gameRoute, errorElement: <RouteError /> })),
        { path: paths.agent.path, lazy: agentLoginRoute, errorElement: <RouteError /> },
        { path: '*', lazy: notFoundRoute, errorElement: <RouteError /> },
      ],
    },
    // Spec §2: the agent centre has no side menu, header or footer; a non-agent is sent to /agent.
    { path: paths.agentHome.path, lazy: agentHomeRoute, errorElement: <RouteError /> },
  ];
}
