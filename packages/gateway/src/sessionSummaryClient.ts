import type { CallOptions, CoreGatewayClient as GatewayClient } from './client.ts';
import type { EndpointOutput } from './endpoints.ts';
import type { RealityCheckRequest } from './schemas/sessionSummary.ts';

/** `client.playSession`: the session clock's and the reality check's calls (readings, issue 26 items 3 and 4). */
export interface PlaySessionCalls {
  /** GET /wps/relay/MCS2_getSessionSummary (token): the session's start, stakes, wins, net and reality check interval. */
  sessionSummary(options?: CallOptions): Promise<EndpointOutput<'sessionSummary'>>;
  /** POST /wps/relay/MCS2_setRealityCheck (token, never retried): the reality check's interval in minutes. */
  setRealityCheck(
    body: RealityCheckRequest,
    options?: CallOptions,
  ): Promise<EndpointOutput<'setRealityCheck'>>;
}

export function playSessionCalls(call: GatewayClient['call']): PlaySessionCalls {
  return {
    sessionSummary: (o) => call('sessionSummary', undefined, o),
    setRealityCheck: (body, o) => call('setRealityCheck', body, o),
  };
}
