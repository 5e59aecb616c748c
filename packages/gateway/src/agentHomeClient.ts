import type { CallOptions, CoreGatewayClient } from './client.ts';
import type { EndpointOutput } from './endpoints.ts';
import type { RegisterDownlineRequest } from './schemas/agentHome.ts';

/** `client.agentHome`: the agent centre's announcements and downline registration. */
export interface AgentHomeCalls {
  /** GET /wps/agent/announcements (reading, token): the announcements for agents, newest first. */
  announcements(options?: CallOptions): Promise<EndpointOutput<'agentAnnouncements'>>;
  /** POST /wps/agent/register (reading, token, encrypted, never retried): a new player under the agent. */
  registerDownline(
    body: RegisterDownlineRequest,
    options?: CallOptions,
  ): Promise<EndpointOutput<'registerDownline'>>;
}

export function agentHomeCalls(call: CoreGatewayClient['call']): AgentHomeCalls {
  return {
    announcements: (o) => call('agentAnnouncements', undefined, o),
    registerDownline: (body, o) => call('registerDownline', body, o),
  };
}
