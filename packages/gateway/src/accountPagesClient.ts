import type { CallOptions, CoreGatewayClient as GatewayClient } from './client.ts';
import type { EndpointOutput } from './endpoints.ts';
import type { FeedbackRequest } from './schemas/accountPages.ts';

/** `client.accountPages`: the referral and feedback calls of spec §7 System. */
export interface AccountPagesCalls {
  /** GET /wps/agent/affiliate (token): the member's referral code, link and invited count. */
  affiliate(options?: CallOptions): Promise<EndpointOutput<'affiliate'>>;
  /** GET /wps/feedback/setting (reading): the §5 word bounds and the question types, each possibly absent. */
  feedbackSettings(options?: CallOptions): Promise<EndpointOutput<'feedbackSettings'>>;
  /** PUT /wps/feedback: §3 question type, content, contact info (never retried). */
  sendFeedback(body: FeedbackRequest, options?: CallOptions): Promise<EndpointOutput<'feedback'>>;
}

export function accountPagesCalls(call: GatewayClient['call']): AccountPagesCalls {
  return {
    affiliate: (o) => call('affiliate', undefined, o),
    feedbackSettings: (o) => call('feedbackSettings', undefined, o),
    sendFeedback: (body, o) => call('feedback', body, o),
  };
}
