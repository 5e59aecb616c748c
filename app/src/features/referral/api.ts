import type { AccountPagesCalls, MemberProgressCalls } from '@sorte/gateway';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { offeredOrNot } from '../../lib/missingCall/missingCall.ts';

export { memberProgressCallsAtom } from '../../lib/memberProgressGateway.ts';

/** Friends per page of the invited friends list. */
export const FRIENDS_PAGE_SIZE = 20;

/** GET /wps/agent/affiliate (session-scoped: logout clears it with the session's queries). */
export const affiliateQuery = (calls: AccountPagesCalls, token: string | null) =>
  queryOptions({
    queryKey: ['session', token, 'affiliate'] as const,
    queryFn: ({ signal }) => calls.affiliate({ signal }),
    enabled: token !== null,
  });

/** GET MCS2_getInvitedFriends, a reading: NOT_OFFERED without it; the page shown stays while the next one loads. */
export const invitedFriendsQuery = (calls: MemberProgressCalls, token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: ['session', token, 'invited-friends', pageNo] as const,
    queryFn: ({ signal }) =>
      offeredOrNot(() => calls.invitedFriends({ pageNo, pageSize: FRIENDS_PAGE_SIZE }, { signal })),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
