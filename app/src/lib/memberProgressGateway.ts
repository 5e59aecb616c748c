import { type MemberProgressCalls, memberProgressCalls, memberProgressEndpoints } from '@sorte/gateway';
import { atom } from 'jotai';
import { requiredGatewayAtom } from '../state/configAtoms.ts';

/** The VIP progress and invited friends readings over the entry's gateway client; their schemas load with these pages. */
export const memberProgressCallsAtom = atom<MemberProgressCalls>((get) =>
  memberProgressCalls(get(requiredGatewayAtom).withEndpoints(memberProgressEndpoints).call),
);
