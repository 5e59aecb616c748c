import { AgentHome } from '../../features/agent/index.ts';
import { PopupHost } from '../../layout/PopupHost.tsx';

/** /agentHome (spec §2): the agent centre, with the site's popups (logout confirm, warnings). */
export function AgentHomeRoute() {
  return <AgentHome popups={<PopupHost />} />;
}
