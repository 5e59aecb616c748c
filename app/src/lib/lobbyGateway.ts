import { type LobbyCalls, lobbyCalls, lobbyEndpoints } from '@sorte/gateway';
import { atom } from 'jotai';
import { requiredGatewayAtom } from '../state/configAtoms.ts';
import { gatewayLanguage } from './gatewayLanguage.ts';

/**
 * The games, lottery, content and chat calls (spec §7), over the entry's gateway client (same token, language and
 * fetch). Their schemas load with the pages that use them, not with the entry.
 */
export const lobbyCallsAtom = atom<LobbyCalls>((get) => {
  const gateway = get(requiredGatewayAtom);
  return lobbyCalls(gateway.withEndpoints(lobbyEndpoints).call, {
    merchantCode: gateway.merchantCode,
    language: gatewayLanguage,
  });
});
