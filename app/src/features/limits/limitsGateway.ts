import { type PlayerLimitsCalls, playerLimitsCalls, playerLimitsEndpoints } from '@sorte/gateway';
import { atom } from 'jotai';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';

/** The limits centre's calls over the entry's gateway client; their schemas load with the page. */
export const playerLimitsCallsAtom = atom<PlayerLimitsCalls>((get) =>
  playerLimitsCalls(get(requiredGatewayAtom).withEndpoints(playerLimitsEndpoints).call),
);
