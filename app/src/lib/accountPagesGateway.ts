import { type AccountPagesCalls, accountPagesCalls, accountPagesEndpoints } from '@sorte/gateway';
import { atom } from 'jotai';
import { requiredGatewayAtom } from '../state/configAtoms.ts';

/** The referral and feedback calls over the entry's gateway client; their schemas load with these pages. */
export const accountPagesCallsAtom = atom<AccountPagesCalls>((get) =>
  accountPagesCalls(get(requiredGatewayAtom).withEndpoints(accountPagesEndpoints).call),
);
