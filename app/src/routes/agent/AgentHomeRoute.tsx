import { AgentHome } from '../../features/agent/index.ts';
import { PopupHost } from '../../layout/PopupHost.tsx';
import { RouteHead } from '../../seo/RouteHead.tsx';

/** /agentHome (spec §2): the agent centre, with the site's popups (logout confirm, warnings) and its head (noindex). */
export function AgentHomeRoute() {
  return (
    <>
      <RouteHead />
      <AgentHome popups={<PopupHost />} />
    </>
  );
}
