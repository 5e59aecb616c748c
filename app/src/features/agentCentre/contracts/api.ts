import {
  CONTRACT_KINDS,
  type Contract,
  type ContractAction,
  type ContractKind,
  type ContractLogEntry,
  contractsAwaitingAnswer,
  sortContractLog,
} from '@sorte/domain';
import type { ContractRequest, ContractsAnswer, ContractsCalls, CoreGatewayClient } from '@sorte/gateway';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { unlessMissing } from '../../../lib/missingCall/missingCall.ts';
import { contractKeys } from './contractKeys.ts';
import { contractCallsOver } from './contractsGateway.ts';

/**
 * One kind's contracts and log. Listing is a reading of the kind's §7 call (issue 24 item 4): a gateway without
 * that call has no contracts of the kind, and the other kinds still show.
 */
export const contractListQuery = (calls: ContractsCalls, token: string | null, kind: ContractKind) =>
  queryOptions({
    queryKey: contractKeys.list(token, kind),
    queryFn: ({ signal }) =>
      unlessMissing(
        () => calls.list(kind, { signal }),
        (): ContractsAnswer => ({ contracts: [], log: [], figures: [], downlines: [], terminated: [] }),
      ),
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

/**
 * The §2 contract popup's check: the new contract requests awaiting `memberId`'s answer, from the four contract
 * calls. A kind whose call fails counts as none (the popup is a reminder, the contracts page has the full list).
 */
export async function pendingContractsOf(
  gateway: CoreGatewayClient,
  memberId: string,
  signal?: AbortSignal,
): Promise<Contract[]> {
  const calls = contractCallsOver(gateway);
  const answers = await Promise.all(
    CONTRACT_KINDS.map((kind) => calls.list(kind, signal ? { signal } : {}).catch(() => null)),
  );
  return contractsAwaitingAnswer(
    answers.flatMap((answer) => answer?.contracts ?? []),
    memberId,
  );
}

export const pendingContractsQuery = (gateway: CoreGatewayClient, token: string | null, memberId: string) =>
  queryOptions({
    queryKey: contractKeys.pending(token),
    queryFn: ({ signal }) => pendingContractsOf(gateway, memberId, signal),
    staleTime: 60_000,
  });

/** A new contract request (or a termination, confirmed) under the money intent's Idempotency-Key. */
export const proposeContract = (calls: ContractsCalls, body: ContractRequest, idempotencyKey: string) =>
  calls.propose(body, { idempotencyKey });

/** The downline's answer (accept, reject, …) to one contract under the money intent's Idempotency-Key. */
export const answerContract = (
  calls: ContractsCalls,
  contract: Contract,
  action: ContractAction,
  idempotencyKey: string,
) => calls.act(contract.terms.kind, contract.id, action, { idempotencyKey });
