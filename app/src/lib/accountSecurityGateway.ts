import { type AccountSecurityCalls, accountSecurityCalls, accountSecurityEndpoints } from '@sorte/gateway';
import { atom } from 'jotai';
import { requiredGatewayAtom } from '../state/configAtoms.ts';

/** The security centre's login history, session and personal data calls; their schemas load with that page. */
export const accountSecurityCallsAtom = atom<AccountSecurityCalls>((get) =>
  accountSecurityCalls(get(requiredGatewayAtom).withEndpoints(accountSecurityEndpoints).call),
);
