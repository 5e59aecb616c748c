import { CONTRACT_KINDS, type Contract, contractsAwaitingAnswer } from '@sorte/domain';
import type { CoreGatewayClient } from '@sorte/gateway';
import { queryOptions } from '@tanstack/react-query';
import { contractKeys } from './contractKeys.ts';
import { contractCallsOver } from './contractsGateway.ts';

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
