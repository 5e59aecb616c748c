import { type CashierCalls, cashierCalls, cashierEndpoints } from '@sorte/gateway';
import { atom } from 'jotai';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';

/**
 * The cashier's calls (wallets, deposit, withdraw, confirmation, transfer to upline) over the entry's gateway client
 * (same token, language, encryption, timeouts and fetch). Their schemas load with the member centre.
 */
export const cashierCallsAtom = atom<CashierCalls>((get) =>
  cashierCalls(get(requiredGatewayAtom).withEndpoints(cashierEndpoints).call),
);
