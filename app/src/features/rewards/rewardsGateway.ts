import { type RewardsCalls, rewardsCalls, rewardsEndpoints } from '@sorte/gateway';
import { atom } from 'jotai';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';

/**
 * The reward centre's, missions' and messages' calls over the entry's gateway client (same token, language,
 * encryption and fetch). Their schemas load with these member-centre pages, not with the entry.
 */
export const rewardsCallsAtom = atom<RewardsCalls>((get) =>
  rewardsCalls(get(requiredGatewayAtom).withEndpoints(rewardsEndpoints).call),
);
