import { type PublicContentCalls, publicContentCalls, publicContentEndpoints } from '@sorte/gateway';
import { atom } from 'jotai';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';

/**
 * Public content and banners over the entry's gateway client. The home banner uses this rather than
 * `lobbyCallsAtom`, so the first render of `/` does not carry the games and lottery schemas.
 */
export const publicContentCallsAtom = atom<PublicContentCalls>((get) =>
  publicContentCalls(get(requiredGatewayAtom).withEndpoints(publicContentEndpoints).call),
);
