import type { CallOptions, CoreGatewayClient as GatewayClient } from './client.ts';
import type { EndpointOutput } from './endpoints.ts';
import type { LimitChangeRequest, LimitPendingRequest } from './schemas/playerLimits.ts';

/** `client.playerLimits`: the limits centre's calls (readings, issue 26 item 2). */
export interface PlayerLimitsCalls {
  /** GET /wps/relay/MCS2_getLimits (token): every limit set, its use and a raise waiting. */
  limits(options?: CallOptions): Promise<EndpointOutput<'limits'>>;
  /** POST /wps/relay/MCS2_setLimit (token, never retried): lower at once, raise or remove after 24 hours. */
  setLimit(body: LimitChangeRequest, options?: CallOptions): Promise<EndpointOutput<'setLimit'>>;
  /** POST /wps/relay/MCS2_confirmLimit (token, never retried): confirms a raise whose cooling-off is over. */
  confirmLimit(body: LimitPendingRequest, options?: CallOptions): Promise<EndpointOutput<'confirmLimit'>>;
  /** POST /wps/relay/MCS2_cancelLimitChange (token, never retried): drops a raise or removal waiting. */
  cancelLimitChange(
    body: LimitPendingRequest,
    options?: CallOptions,
  ): Promise<EndpointOutput<'cancelLimitChange'>>;
}

export function playerLimitsCalls(call: GatewayClient['call']): PlayerLimitsCalls {
  return {
    limits: (o) => call('limits', undefined, o),
    setLimit: (body, o) => call('setLimit', body, o),
    confirmLimit: (body, o) => call('confirmLimit', body, o),
    cancelLimitChange: (body, o) => call('cancelLimitChange', body, o),
  };
}
