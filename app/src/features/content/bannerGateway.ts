import { bannerEndpoints, type PublicContentCalls, publicContentCalls } from '@sorte/gateway';
import { atom } from 'jotai';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';

/**
 * The home page's banners over the entry's gateway client (`banners(group)`; its public content reads the banners
 * alone). The home banner uses this rather than `lobbyCallsAtom`, so the first render of `/` does not carry the
 * games and lottery schemas nor the other parts of the public content.
 */
export const bannerCallsAtom = atom<PublicContentCalls>((get) =>
  publicContentCalls(get(requiredGatewayAtom).withEndpoints(bannerEndpoints).call),
);
