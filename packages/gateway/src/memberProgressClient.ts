import type { CallOptions, CoreGatewayClient as GatewayClient } from './client.ts';
import type { EndpointOutput } from './endpoints.ts';
import type { InvitedFriendsQuery } from './schemas/memberProgress.ts';

/** The VIP page's and the referral page's readings (issue 23 item 6). */
export interface MemberProgressCalls {
  /** GET /wps/relay/MCS2_getVipProgress (reading, token): the level, what the next one needs, the benefits table. */
  vipProgress(options?: CallOptions): Promise<EndpointOutput<'vipProgress'>>;
  /** GET /wps/relay/MCS2_getInvitedFriends (reading, token): one page of the friends the member invited. */
  invitedFriends(
    query: InvitedFriendsQuery,
    options?: CallOptions,
  ): Promise<EndpointOutput<'invitedFriends'>>;
}

export function memberProgressCalls(call: GatewayClient['call']): MemberProgressCalls {
  return {
    vipProgress: (o) => call('vipProgress', undefined, o),
    invitedFriends: (query, o) => call('invitedFriends', query, o),
  };
}
