import { SelfExcludedPage } from '@sorte/ui';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { memberPath } from '../../paths.ts';
import { clearSession } from '../session/index.ts';

/**
 * /self-excluded (issue 26 item 5): where a self-excluded player lands after being logged out in every tab; kept out
 * of search engines (its noindex: app/src/seo/routeHead.ts). The withdrawal page stays usable once logged in again.
 */
export function SelfExcludedRoute() {
  const store = useStore();
  const { state } = useLocation();
  const endsSession = (state as { endsSession?: boolean } | null)?.endsSession === true;
  // Reached from a self-exclusion (this tab's or another's): the session ends here, everywhere it was open.
  useEffect(() => {
    if (endsSession) clearSession(store);
  }, [endsSession, store]);
  return <SelfExcludedPage withdrawHref={memberPath('withdraw')} renderLink={renderRouterLink} />;
}
