import type { MemberProgressCalls } from '@sorte/gateway';
import { queryOptions } from '@tanstack/react-query';
import { offeredOrNot } from '../../lib/missingCall/missingCall.ts';

export { memberProgressCallsAtom } from '../../lib/memberProgressGateway.ts';

/** GET MCS2_getVipProgress, a reading: NOT_OFFERED without it (session-scoped: logout clears it). */
export const vipProgressQuery = (calls: MemberProgressCalls, token: string | null) =>
  queryOptions({
    queryKey: ['session', token, 'vip-progress'] as const,
    queryFn: ({ signal }) => offeredOrNot(() => calls.vipProgress({ signal })),
    enabled: token !== null,
  });
