import { NotFoundPage } from '@sorte/ui';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { paths } from '../../paths.ts';

/** Any path the site does not have. */
export function NotFoundRoute() {
  return <NotFoundPage homeHref={paths.home.path} renderLink={renderRouterLink} />;
}
