import { type AccountCalls, accountCalls, accountEndpoints } from '@sorte/gateway';
import { atom } from 'jotai';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';

/**
 * Register, registration SMS, free play and password recovery (spec §7), over the entry's gateway client (same
 * token, language and fetch). Their schemas load with the popups that use them, not with the entry.
 */
export const accountCallsAtom = atom<AccountCalls>((get) =>
  accountCalls(get(requiredGatewayAtom).withEndpoints(accountEndpoints).call),
);
