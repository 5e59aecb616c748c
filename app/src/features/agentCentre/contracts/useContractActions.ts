import type { Contract, ContractAction } from '@sorte/domain';
import type { ContractRequest, ContractsAnswer } from '@sorte/gateway';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { useMoneyIntent } from '../../cashier/index.ts';
import { answerContract, proposeContract } from './api.ts';
import { contractKeys } from './contractKeys.ts';
import { contractCallsAtom } from './contractsGateway.ts';

/**
 * The contract actions (a new request, Accept, Reject, Terminate, the termination request) as money actions: one
 * Idempotency-Key per intended action, reused on a retry, never sent twice while one is in flight, never retried by
 * itself (the cashier's `useMoneyIntent`). Afterwards every contract query is read again.
 */
export function useContractActions() {
  const calls = useAtomValue(contractCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const client = useQueryClient();
  const reread = useCallback(
    () => client.invalidateQueries({ queryKey: contractKeys.all(token) }),
    [client, token],
  );
  const request = useMoneyIntent('contract-request', reread);
  const answer = useMoneyIntent('contract-answer', reread);

  const propose = useCallback(
    async (body: ContractRequest): Promise<ContractsAnswer> => {
      const result = await request.send(
        { downlineId: body.downlineId, ...body.terms, confirmTermination: body.confirmTermination },
        (idempotencyKey) => proposeContract(calls, body, idempotencyKey),
      );
      request.settle();
      await reread();
      return result;
    },
    [calls, reread, request],
  );

  const act = useCallback(
    async (contract: Contract, action: ContractAction): Promise<ContractsAnswer> => {
      const result = await answer.send({ contractId: contract.id, action }, (idempotencyKey) =>
        answerContract(calls, contract, action, idempotencyKey),
      );
      answer.settle();
      await reread();
      return result;
    },
    [answer, calls, reread],
  );

  return { propose, act, proposing: request.sending, answering: answer.sending };
}
