import type {
  ContractAction,
  ContractKind,
  ContractMember,
  ContractTerms,
  TeamPeriodFigures,
} from '@sorte/domain';
import { IDEMPOTENCY_KEY_HEADER, type MoneyCallOptions } from './cashierClient.ts';
import type { CallOptions, CoreGatewayClient as GatewayClient } from './client.ts';
import { CONTRACT_ENDPOINT_OF_KIND } from './contractsEndpoints.ts';
import type { ContractsAnswer } from './schemas/contracts.ts';

/** §4 A new contract request: the terms of its kind for one downline. */
export interface ContractRequest {
  downlineId: string;
  terms: ContractTerms;
  /** The agent confirmed the warning: the contracts this request ends may be terminated. */
  confirmTermination: boolean;
}

/** `client.contracts`: the agent's salary and dividend contracts (./contractsEndpoints.ts). */
export interface ContractsCalls {
  /** The member's contracts of `kind`, with its uplines and its downlines, and their change log. */
  list(kind: ContractKind, options?: CallOptions): Promise<ContractsAnswer>;
  /** The agent's direct downlines a request may name (asked through `kind`'s call). */
  downlines(kind: ContractKind, options?: CallOptions): Promise<ContractMember[]>;
  /** A downline's team figures of the last periods of `kind` (the simulator's input). */
  figures(kind: ContractKind, downlineId: string, options?: CallOptions): Promise<TeamPeriodFigures[]>;
  /** A new contract request; answers the pending contract and the ids of the contracts it ended. */
  propose(request: ContractRequest, options: MoneyCallOptions): Promise<ContractsAnswer>;
  /** Accept, Reject, Terminate or the termination request, on one contract. */
  act(
    kind: ContractKind,
    contractId: string,
    action: ContractAction,
    options: MoneyCallOptions,
  ): Promise<ContractsAnswer>;
}

function moneyOptions({ idempotencyKey, ...options }: MoneyCallOptions): CallOptions {
  return { ...options, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } };
}

export function contractsCalls(call: GatewayClient['call']): ContractsCalls {
  const callKind = (kind: ContractKind, body: object, options?: CallOptions) =>
    (call as (name: string, body: unknown, options?: CallOptions) => Promise<ContractsAnswer>)(
      CONTRACT_ENDPOINT_OF_KIND[kind],
      body,
      options,
    );
  return {
    list: (kind, o) => callKind(kind, { action: 'list' }, o),
    downlines: async (kind, o) => (await callKind(kind, { action: 'downlines' }, o)).downlines,
    figures: async (kind, downlineId, o) =>
      (await callKind(kind, { action: 'figures', downlineId }, o)).figures,
    propose: ({ downlineId, terms: { kind, ...terms }, confirmTermination }, o) =>
      callKind(kind, { action: 'request', downlineId, confirmTermination, ...terms }, moneyOptions(o)),
    act: (kind, contractId, action, o) => callKind(kind, { action, contractId }, moneyOptions(o)),
  };
}
