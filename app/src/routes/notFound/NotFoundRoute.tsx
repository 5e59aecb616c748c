import { NotFoundPage } from '@sorte/ui';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { withCatalog } from '../../i18n/i18n.ts';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { paths } from '../../paths.ts';
import { selfExcludedPath } from '../../pausePaths.ts';

// The blocked page after a self-exclusion (issue 26 item 5), served here so that the entry's route table does not
// grow: it loads with the member area's catalog.
const SelfExcludedRoute = lazy(() =>
  withCatalog('member', import('../../features/limits/SelfExcludedRoute.tsx')).then((module) => ({
    default: module.SelfExcludedRoute,
  })),
);

/** Any path the site does not have (and /self-excluded). */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  if (pathname === selfExcludedPath)
    return (
      <Suspense fallback={null}>
        <SelfExcludedRoute />
      </Suspense>
    );
  return <NotFoundPage homeHref={paths.home.path} renderLink={renderRouterLink} />;
}
