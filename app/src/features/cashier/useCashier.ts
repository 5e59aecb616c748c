import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { NOT_OFFERED } from '../../lib/missingCall/missingCall.ts';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { balanceQuery } from '../session/index.ts';
import { consolidatedQuery, rereadBalances, rereadMoney, uplineQuery, vendorWalletsQuery } from './api.ts';
import { cashierCallsAtom } from './cashierGateway.ts';

/** What every cashier page needs: the calls, the token, the QueryClient and the re-reads. */
export function useCashier() {
  const calls = useAtomValue(cashierCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const client = useQueryClient();
  const rereadAllBalances = useCallback(() => rereadBalances(client, token), [client, token]);
  const rereadAllMoney = useCallback(() => rereadMoney(client, token), [client, token]);
  return { calls, token, client, rereadBalances: rereadAllBalances, rereadMoney: rereadAllMoney };
}

/** The main wallet and the vendor wallets (none asked for a single-wallet merchant). */
export function useWallets() {
  const gateway = useAtomValue(requiredGatewayAtom);
  const { calls, token } = useCashier();
  const main = useQuery(balanceQuery(gateway, token));
  const isSingle = main.data?.isSingle === true;
  const vendors = useQuery({ ...vendorWalletsQuery(calls, token), enabled: main.isSuccess && !isSingle });
  return { main, vendors, isSingle };
}

/** §7 consolidated funds, asked while `enabled` (the member area is shown), written to the §3 session keys. */
export function useConsolidatedFunds(enabled: boolean) {
  const { calls, token } = useCashier();
  return useQuery({ ...consolidatedQuery(calls, token), enabled });
}

/**
 * Whether this gateway offers the transfer to upline (issue 24 item 4: its calls are readings; the menu hides it
 * when the upline call, or the transfer itself, was answered as not offered). Asked while `enabled`.
 */
export function useUplineOffered(enabled: boolean): boolean {
  const { calls, token } = useCashier();
  return useQuery({ ...uplineQuery(calls, token), enabled }).data !== NOT_OFFERED;
}
