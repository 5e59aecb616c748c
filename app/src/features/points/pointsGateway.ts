import { type PointsCalls, pointsCalls, pointsEndpoints } from '@sorte/gateway';
import { atom } from 'jotai';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';

/**
 * The point mall's calls (spec §7 Points), over the entry's gateway client (same token, language, encryption and
 * fetch). Their schemas load with /pointMall, not with the entry.
 */
export const pointsCallsAtom = atom<PointsCalls>((get) =>
  pointsCalls(get(requiredGatewayAtom).withEndpoints(pointsEndpoints).call),
);
