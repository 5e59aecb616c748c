import type { CallOptions, CoreGatewayClient as GatewayClient } from './client.ts';
import type { EndpointOutput } from './endpoints.ts';
import type { FeedbackRequest, WithdrawPasswordRequest } from './schemas/accountPages.ts';
import type { TwoStepConfirmRequest, TwoStepDisableRequest } from './schemas/twoStep.ts';

/** `client.accountPages`: the referral and feedback calls of spec §7 System, and the security centre's. */
export interface AccountPagesCalls {
  /** GET /wps/agent/affiliate (token): the member's referral code, link and invited count. */
  affiliate(options?: CallOptions): Promise<EndpointOutput<'affiliate'>>;
  /** GET /wps/feedback/setting (reading): the §5 word bounds and the question types, each possibly absent. */
  feedbackSettings(options?: CallOptions): Promise<EndpointOutput<'feedbackSettings'>>;
  /** PUT /wps/feedback: §3 question type, content, contact info (never retried). */
  sendFeedback(body: FeedbackRequest, options?: CallOptions): Promise<EndpointOutput<'feedback'>>;
  /** GET /wps/member/info/security (reading, token): bound mobile and e-mail, whether a withdraw password is set. */
  securityInfo(options?: CallOptions): Promise<EndpointOutput<'securityInfo'>>;
  /** POST /wps/member/password/withdraw (reading, token, encrypted, never retried): set or change it. */
  setWithdrawPassword(
    body: WithdrawPasswordRequest,
    options?: CallOptions,
  ): Promise<EndpointOutput<'withdrawPassword'>>;
  /** GET /wps/relay/MCS2_getTwoStepStatus (reading, token): whether two-step verification is on, and how. */
  twoStepStatus(options?: CallOptions): Promise<EndpointOutput<'twoStepStatus'>>;
  /** POST /wps/relay/MCS2_bindAuthenticator (reading, token): a new secret and its otpauth URI, not yet on. */
  bindAuthenticator(options?: CallOptions): Promise<EndpointOutput<'bindAuthenticator'>>;
  /** POST /wps/relay/MCS2_sendTwoStepSms (reading, token, never retried): texts a code to the registered mobile. */
  sendTwoStepSms(options?: CallOptions): Promise<EndpointOutput<'sendTwoStepSms'>>;
  /** POST /wps/relay/MCS2_confirmTwoStep (reading, token): turns it on with the method's first code. */
  confirmTwoStep(
    body: TwoStepConfirmRequest,
    options?: CallOptions,
  ): Promise<EndpointOutput<'confirmTwoStep'>>;
  /** POST /wps/relay/MCS2_disableTwoStep (reading, token): turns it off with a current code. */
  disableTwoStep(
    body: TwoStepDisableRequest,
    options?: CallOptions,
  ): Promise<EndpointOutput<'disableTwoStep'>>;
}

export function accountPagesCalls(call: GatewayClient['call']): AccountPagesCalls {
  return {
    affiliate: (o) => call('affiliate', undefined, o),
    feedbackSettings: (o) => call('feedbackSettings', undefined, o),
    sendFeedback: (body, o) => call('feedback', body, o),
    securityInfo: (o) => call('securityInfo', undefined, o),
    setWithdrawPassword: (body, o) => call('withdrawPassword', body, o),
    twoStepStatus: (o) => call('twoStepStatus', undefined, o),
    bindAuthenticator: (o) => call('bindAuthenticator', undefined, o),
    sendTwoStepSms: (o) => call('sendTwoStepSms', undefined, o),
    confirmTwoStep: (body, o) => call('confirmTwoStep', body, o),
    disableTwoStep: (body, o) => call('disableTwoStep', body, o),
  };
}
