import { type PausesCalls, pausesCalls, pausesEndpoints } from '@sorte/gateway';
import { atom } from 'jotai';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';

/** Take a break and self-exclusion's calls over the entry's gateway client; their schemas load with their pages. */
export const pausesCallsAtom = atom<PausesCalls>((get) =>
  pausesCalls(get(requiredGatewayAtom).withEndpoints(pausesEndpoints).call),
);
