import { type AgentTeamCalls, agentTeamCalls, agentTeamEndpoints } from '@sorte/gateway';
import { atom } from 'jotai';
import { requiredGatewayAtom } from '../../../state/configAtoms.ts';

/** The team's calls over the entry's gateway client; their schemas load with the team pages. */
export const agentTeamCallsAtom = atom<AgentTeamCalls>((get) =>
  agentTeamCalls(get(requiredGatewayAtom).withEndpoints(agentTeamEndpoints).call),
);
