import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useLayoutEffect } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { withCatalog } from './i18n/i18n.ts';
import { RootLayout } from './layout/RootLayout.tsx';
import { RouteErrorBoundary } from './layout/RouteError.tsx';
import * as styles from './layout/routePage.css.ts';
import { homePaths, loginRedirect, paths } from './paths.ts';
import { capMainPaintWait, markMainContentPainted } from './state/mainPaint.ts';
import {
  loaderCountAtom,
  openLoginPopupAtom,
  referralCodeAtom,
  registerPopupAtom,
} from './state/popupAtoms.ts';
import { sessionTokenAtom } from './state/sessionAtoms.ts';

/**
 * A lazily loaded page that renders at once when its module is already in (React.lazy would still suspend
 * once): the bootstrap loads the first page before the first render, so the shell and the page, with the home
 * banner, paint together.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Page, preload };
}

const home = lazyPage(() =>
  import('./routes/home/HomeRoute.tsx').then((module) => ({ default: module.HomeRoute })),
);
const HomeRoute = home.Page;

/** Loads the first page's module before the first render (home only: where most visits land). */
export function preloadPage(pathname: string): Promise<unknown> {
  return homePaths.includes(pathname) ? home.preload().catch(() => undefined) : Promise.resolve();
}

const CentreRoute = lazy(() =>
  import('./routes/centre/CentreRoute.tsx').then((module) => ({ default: module.CentreRoute })),
);
const AccountGamesRoute = lazy(() =>
  import('./routes/gameList/AccountGamesRoute.tsx').then((module) => ({ default: module.AccountGamesRoute })),
);
const GameRoute = lazy(() =>
  import('./routes/game/GameRoute.tsx').then((module) => ({ default: module.GameRoute })),
);
const AgentLoginRoute = lazy(() =>
  import('./routes/agent/AgentLoginRoute.tsx').then((module) => ({ default: module.AgentLoginRoute })),
);
const AgentHomeRoute = lazy(() =>
  withCatalog('agent', withCatalog('member', import('./routes/agent/AgentHomeRoute.tsx'))).then((module) => ({
    default: module.AgentHomeRoute,
  })),
);
const PromotionsRoute = lazy(() =>
  import('./routes/promotions/PromotionsRoute.tsx').then((module) => ({ default: module.PromotionsRoute })),
);
const LotteryRoute = lazy(() =>
  import('./routes/lottery/LotteryRoute.tsx').then((module) => ({ default: module.LotteryRoute })),
);
const HelpRoute = lazy(() =>
  import('./routes/help/HelpRoute.tsx').then((module) => ({ default: module.HelpRoute })),
);
const ResponsibleGamingRoute = lazy(() =>
  withCatalog('member', import('./routes/responsibleGaming/ResponsibleGamingRoute.tsx')).then((module) => ({
    default: module.ResponsibleGamingRoute,
  })),
);
const DownloadRoute = lazy(() =>
  import('./routes/download/DownloadRoute.tsx').then((module) => ({ default: module.DownloadRoute })),
);
const FeedbackRoute = lazy(() =>
  import('./routes/feedback/FeedbackRoute.tsx').then((module) => ({ default: module.FeedbackRoute })),
);
const PointMallRoute = lazy(() =>
  import('./routes/pointMall/PointMallRoute.tsx').then((module) => ({ default: module.PointMallRoute })),
);
// The member centre's texts are a catalog of their own (lingui.config.ts), loaded beside its code.
const MemberCentreRoute = lazy(() =>
  withCatalog('member', import('./routes/member/MemberCentreRoute.tsx')).then((module) => ({
    default: module.MemberCentreRoute,
  })),
);
const VipRoute = lazy(() =>
  withCatalog('member', import('./routes/vip/VipRoute.tsx')).then((module) => ({ default: module.VipRoute })),
);
const NotFoundRoute = lazy(() =>
  import('./routes/notFound/NotFoundRoute.tsx').then((module) => ({ default: module.NotFoundRoute })),
);

let markFirstRouteRendered: () => void = () => undefined;
/** Resolves once the first route's page (its lazy chunk included) has mounted. */
export const firstRouteRendered = new Promise<void>((resolve) => {
  markFirstRouteRendered = resolve;
});

/** Marks the first route rendered; a page without a banner of its own is then its own main content. */
function RouteRendered({ bannerMarksMainPaint }: { bannerMarksMainPaint: boolean }) {
  useEffect(() => {
    markFirstRouteRendered();
    capMainPaintWait();
    if (!bannerMarksMainPaint) markMainContentPainted();
  }, [bannerMarksMainPaint]);
  return null;
}

/** While a page's chunk loads: the page loader runs and the page's room is kept, so the footer does not jump. */
function RouteLoading() {
  const setLoaderCount = useSetAtom(loaderCountAtom);
  useLayoutEffect(() => {
    setLoaderCount((count) => count + 1);
    return () => setLoaderCount((count) => count - 1);
  }, [setLoaderCount]);
  return <div className={styles.pagePlaceholder} />;
}

/** A lazily loaded page with its loading state and its error page (a failed chunk or render, §8). */
function page(Page: ComponentType, wrap?: (content: ReactNode) => ReactNode): ReactNode {
  const content = (
    <Suspense fallback={<RouteLoading />}>
      <Page />
      <RouteRendered bannerMarksMainPaint={Page === HomeRoute} />
    </Suspense>
  );
  return <RouteErrorBoundary>{wrap ? wrap(content) : content}</RouteErrorBoundary>;
}

/** Where the navigation guard sends a visitor without a session token (spec §2), or null to go ahead. */
export function sessionRedirect(
  token: string | null,
  location: { pathname: string; search: string; hash: string },
) {
  return token ? null : loginRedirect(`${location.pathname}${location.search}${location.hash}`);
}

/** Navigation guard (spec §2): a route that needs authentication and has no session token goes to /login. */
function RequireSession({ children }: { children: ReactNode }) {
  const token = useAtomValue(sessionTokenAtom);
  const target = sessionRedirect(token, useLocation());
  return target ? <Navigate to={target} replace /> : children;
}

/**
 * Spec §2: /login and /register show home with their popup open (/register keeps its referralCode). Each
 * arrival at the path opens it, as a route loader would.
 */
function OpenPopupOnArrival({ popup, children }: { popup: 'login' | 'register'; children: ReactNode }) {
  const store = useStore();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger: each arrival opens the popup again
  useLayoutEffect(() => {
    if (popup === 'login') {
      store.set(openLoginPopupAtom);
      return;
    }
    const referralCode = new URLSearchParams(location.search).get('referralCode');
    if (referralCode) store.set(referralCodeAtom, referralCode);
    store.set(registerPopupAtom, (previous) => ({ ...previous, open: true }));
  }, [store, popup, location.key, location.search]);
  return children;
}

export function createRoutes(): RouteObject[] {
  const home = page(HomeRoute);
  return [
    {
      element: (
        <RouteErrorBoundary>
          <RootLayout />
        </RouteErrorBoundary>
      ),
      children: [
        { index: true, element: home },
        ...paths.home.aliases.map((path) => ({ path, element: home })),
        {
          path: paths.login.path,
          element: page(HomeRoute, (content) => (
            <OpenPopupOnArrival popup="login">{content}</OpenPopupOnArrival>
          )),
        },
        {
          path: paths.register.path,
          element: page(HomeRoute, (content) => (
            <OpenPopupOnArrival popup="register">{content}</OpenPopupOnArrival>
          )),
        },
        { path: paths.promotions.path, element: page(PromotionsRoute) },
        { path: paths.help.path, element: page(HelpRoute) },
        { path: paths.responsibleGaming.path, element: page(ResponsibleGamingRoute) },
        { path: paths.download.path, element: page(DownloadRoute) },
        { path: paths.pointMall.path, element: page(PointMallRoute) },
        { path: paths.feedback.path, element: page(FeedbackRoute) },
        ...paths.centres.map((path) => ({ path, element: page(CentreRoute) })),
        ...[paths.favorite.path, paths.recent.path, ...paths.lottery].map((path) => ({
          path,
          element: page(
            paths.lottery.includes(path as never) ? LotteryRoute : AccountGamesRoute,
            (content) => <RequireSession>{content}</RequireSession>,
          ),
        })),
        ...[paths.member.path, `${paths.member.path}/:page`].map((path) => ({
          path,
          element: page(MemberCentreRoute, (content) => <RequireSession>{content}</RequireSession>),
        })),
        {
          path: paths.vip.path,
          element: page(VipRoute, (content) => <RequireSession>{content}</RequireSession>),
        },
        ...paths.gamePages.map((path) => ({ path, element: page(GameRoute) })),
        { path: paths.agent.path, element: page(AgentLoginRoute) },
        // Also the spec's named areas and /self-excluded (routes/notFound): no entry of theirs in this table.
        { path: '*', element: page(NotFoundRoute) },
      ],
    },
    // Spec §2: the agent centre has no side menu, header or footer; a non-agent is sent to /agent.
    ...[paths.agentHome.path, `${paths.agentHome.path}/:page`].map((path) => ({
      path,
      element: page(AgentHomeRoute),
    })),
  ];
}

const siteRoutes = createRoutes();

/** The site's routes (or a story's own), rendered inside a router: BrowserRouter in the bootstrap, MemoryRouter in tests. */
export function AppRoutes({ routes = siteRoutes }: { routes?: RouteObject[] }) {
  return useRoutes(routes);
}
