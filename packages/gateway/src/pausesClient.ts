import type { CallOptions, CoreGatewayClient as GatewayClient } from './client.ts';
import type { EndpointOutput } from './endpoints.ts';
import type { SelfExcludeRequest, TakeBreakRequest } from './schemas/pauses.ts';

/** `client.pauses`: take a break and self-exclusion (readings, issue 26 item 5). */
export interface PausesCalls {
  /** GET /wps/relay/MCS2_getPause (token): the break or self-exclusion in force, or null. */
  pauseStatus(options?: CallOptions): Promise<EndpointOutput<'pauseStatus'>>;
  /** POST /wps/relay/MCS2_takeBreak (token, never retried): a break of 24 hours, 7 or 30 days; never shortens. */
  takeBreak(body: TakeBreakRequest, options?: CallOptions): Promise<EndpointOutput<'takeBreak'>>;
  /** POST /wps/relay/MCS2_selfExclude (token, never retried): 6 months to 5 years or for good; ends every session. */
  selfExclude(body: SelfExcludeRequest, options?: CallOptions): Promise<EndpointOutput<'selfExclude'>>;
}

export function pausesCalls(call: GatewayClient['call']): PausesCalls {
  return {
    pauseStatus: (o) => call('pauseStatus', undefined, o),
    takeBreak: (body, o) => call('takeBreak', body, o),
    selfExclude: (body, o) => call('selfExclude', body, o),
  };
}
