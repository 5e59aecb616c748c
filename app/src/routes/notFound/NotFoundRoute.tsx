import { NotFoundPage } from '@sorte/ui';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { withCatalog } from '../../i18n/i18n.ts';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { paths } from '../../paths.ts';
import { selfExcludedPath } from '../../pausePaths.ts';
import { namedAreaPage } from './namedAreaPages.ts';

// The blocked page after a self-exclusion (issue 26 item 5), served here so that the entry's route table does not
// grow: it loads with the member area's catalog.
const SelfExcludedRoute = lazy(() =>
  withCatalog('member', import('../../features/limits/SelfExcludedRoute.tsx')).then((module) => ({
    default: module.SelfExcludedRoute,
  })),
);

/** Any path the site does not have, and the pages the entry's route table leaves out: the named areas, /self-excluded. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  const area = namedAreaPage(pathname);
  // Its chunk suspends into the route's own boundary: the page loader and the page's room, as for any page.
  if (area) return <area.Page key={pathname} />;
  if (pathname === selfExcludedPath)
    return (
      <Suspense fallback={null}>
        <SelfExcludedRoute />
      </Suspense>
    );
  return <NotFoundPage homeHref={paths.home.path} renderLink={renderRouterLink} />;
}
