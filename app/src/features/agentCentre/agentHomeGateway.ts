import { type AgentHomeCalls, agentHomeCalls, agentHomeEndpoints } from '@sorte/gateway';
import { atom } from 'jotai';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';

/** The agent centre's announcements and downline registration over the entry's gateway client. */
export const agentHomeCallsAtom = atom<AgentHomeCalls>((get) =>
  agentHomeCalls(get(requiredGatewayAtom).withEndpoints(agentHomeEndpoints).call),
);
