import { type MemberProgressCalls, memberProgressCalls, memberProgressEndpoints } from '@sorte/gateway';
import { queryOptions } from '@tanstack/react-query';
import { atom } from 'jotai';
import { offeredOrNot } from '../../lib/missingCall/missingCall.ts';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';

/** The VIP progress and invited friends readings over the entry's gateway client; their schemas load with these pages. */
export const memberProgressCallsAtom = atom<MemberProgressCalls>((get) =>
  memberProgressCalls(get(requiredGatewayAtom).withEndpoints(memberProgressEndpoints).call),
);

/** GET MCS2_getVipProgress, a reading: NOT_OFFERED without it (session-scoped: logout clears it). */
export const vipProgressQuery = (calls: MemberProgressCalls, token: string | null) =>
  queryOptions({
    queryKey: ['session', token, 'vip-progress'] as const,
    queryFn: ({ signal }) => offeredOrNot(() => calls.vipProgress({ signal })),
    enabled: token !== null,
  });
