import type { AgentHomeCalls, RegisterDownlineRequest } from '@sorte/gateway';

/** The registration centre's one call: the agent registers a downline under itself. */
export const registerDownline = (calls: AgentHomeCalls, body: RegisterDownlineRequest) =>
  calls.registerDownline(body);
