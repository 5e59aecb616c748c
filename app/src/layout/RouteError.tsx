import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { paths } from '../paths.ts';
import { renderRouterLink } from './renderRouterLink.tsx';

// Rare: the page arrives with its own chunk (the full-page states share one).
const RouteErrorPage = lazy(() =>
  import('@sorte/ui/pages').then((module) => ({ default: module.RouteErrorPage })),
);

/** A route that failed to load or render: a clear page with retry and a way home, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <Suspense fallback={null}>
      <RouteErrorPage
        onRetry={() => void navigate(0)}
        homeHref={paths.home.path}
        renderLink={renderRouterLink}
        detail={detail}
      />
    </Suspense>
  );
}
