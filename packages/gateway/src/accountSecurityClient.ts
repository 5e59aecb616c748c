import type { CallOptions, CoreGatewayClient as GatewayClient } from './client.ts';
import type { EndpointOutput } from './endpoints.ts';
import type { EndSessionRequest } from './schemas/accountSecurity.ts';

/** `client.accountSecurity`: the security centre's login history, active sessions and personal data (readings). */
export interface AccountSecurityCalls {
  /** GET /wps/relay/MCS2_getLoginHistory (reading, token): the recent logins, newest first. */
  loginHistory(options?: CallOptions): Promise<EndpointOutput<'loginHistory'>>;
  /** GET /wps/relay/MCS2_getActiveSessions (reading, token): the signed-in devices, this one first. */
  activeSessions(options?: CallOptions): Promise<EndpointOutput<'activeSessions'>>;
  /** POST /wps/relay/MCS2_endSession (reading, token, never retried): signs one other device out. */
  endSession(body: EndSessionRequest, options?: CallOptions): Promise<EndpointOutput<'endSession'>>;
  /** POST /wps/relay/MCS2_endOtherSessions (reading, token, never retried): every device but this one. */
  endOtherSessions(options?: CallOptions): Promise<EndpointOutput<'endOtherSessions'>>;
  /** GET /wps/member/info/personal (reading, token): name, username, contacts, birthday, CPF, registration. */
  personalData(options?: CallOptions): Promise<EndpointOutput<'personalData'>>;
}

export function accountSecurityCalls(call: GatewayClient['call']): AccountSecurityCalls {
  return {
    loginHistory: (o) => call('loginHistory', undefined, o),
    activeSessions: (o) => call('activeSessions', undefined, o),
    endSession: (body, o) => call('endSession', body, o),
    endOtherSessions: (o) => call('endOtherSessions', undefined, o),
    personalData: (o) => call('personalData', undefined, o),
  };
}
