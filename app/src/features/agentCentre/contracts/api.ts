import {
  CONTRACT_KINDS,
  type Contract,
  type ContractKind,
  type ContractLogEntry,
  sortContractLog,
} from '@sorte/domain';
import type { ContractsCalls } from '@sorte/gateway';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { contractKeys } from './contractKeys.ts';

export const contractListQuery = (calls: ContractsCalls, token: string | null, kind: ContractKind) =>
  queryOptions({
    queryKey: contractKeys.list(token, kind),
    queryFn: ({ signal }) => calls.list(kind, { signal }),
    staleTime: 15_000,
  });

export const contractDownlinesQuery = (calls: ContractsCalls, token: string | null, kind: ContractKind) =>
  queryOptions({
    queryKey: contractKeys.downlines(token),
    queryFn: ({ signal }) => calls.downlines(kind, { signal }),
    staleTime: 60_000,
  });

export const teamFiguresQuery = (
  calls: ContractsCalls,
  token: string | null,
  kind: ContractKind,
  downlineId: string,
) =>
  queryOptions({
    queryKey: contractKeys.figures(token, kind, downlineId),
    queryFn: ({ signal }) => calls.figures(kind, downlineId, { signal }),
    staleTime: 5 * 60_000,
  });

/** Every kind's contracts and change log, merged: newest contracts first, the log newest first. */
export function useAllContracts(
  calls: ContractsCalls,
  token: string | null,
  kinds: readonly ContractKind[] = CONTRACT_KINDS,
) {
  return useQueries({
    queries: kinds.map((kind) => contractListQuery(calls, token, kind)),
    combine: (results) => {
      const contracts: Contract[] = results
        .flatMap((result) => result.data?.contracts ?? [])
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
      const log: ContractLogEntry[] = sortContractLog(results.flatMap((result) => result.data?.log ?? []));
      const status = results.some((result) => result.isError)
        ? ('error' as const)
        : results.some((result) => result.isPending)
          ? ('loading' as const)
          : ('ready' as const);
      const refetch = () => Promise.all(results.map((result) => result.refetch()));
      return { contracts, log, status, refetch };
    },
  });
}
