import {
  type ContractsCalls,
  type CoreGatewayClient,
  contractsCalls,
  contractsEndpoints,
} from '@sorte/gateway';
import { atom } from 'jotai';
import { requiredGatewayAtom } from '../../../state/configAtoms.ts';

/** The contract calls over the entry's gateway client; their schemas load with the contract chunks only. */
export function contractCallsOver(gateway: CoreGatewayClient): ContractsCalls {
  return contractsCalls(gateway.withEndpoints(contractsEndpoints).call);
}

export const contractCallsAtom = atom<ContractsCalls>((get) => contractCallsOver(get(requiredGatewayAtom)));
