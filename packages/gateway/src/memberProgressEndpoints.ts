import { define } from './coreEndpoints.ts';
import {
  InvitedFriendsPageSchema,
  InvitedFriendsQuerySchema,
  VipProgressSchema,
} from './schemas/memberProgress.ts';

// The VIP page's progress and benefits and the referral page's invited friends (issue 23 item 6). The spec names
// neither call: readings in its relay style (MCS2_, the member service), each overridable with `endpointOverrides`
// (`/config.json` `endpoints`). Both only read.

const RELAY = '/wps/relay';

export const memberProgressEndpoints = {
  vipProgress: define({
    method: 'GET',
    path: `${RELAY}/MCS2_getVipProgress`,
    auth: true,
    encrypted: false,
    retry: true,
    request: undefined,
    response: VipProgressSchema,
  }),
  invitedFriends: define({
    method: 'GET',
    path: `${RELAY}/MCS2_getInvitedFriends`,
    auth: true,
    encrypted: false,
    retry: true,
    request: InvitedFriendsQuerySchema,
    response: InvitedFriendsPageSchema,
  }),
} as const;
