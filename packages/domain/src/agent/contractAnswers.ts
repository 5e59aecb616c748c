import type { Contract, ContractStatus } from './contracts.ts';

/** A downline's answer to a contract request of the agent's (issue 23 item 6): accepted or rejected. */
export interface ContractAnswerNotice {
  contractId: string;
  answer: 'accepted' | 'rejected';
  downline: string;
  terms: Contract['terms'];
  /** ISO time the answer was seen (the contract's last change when it gives one). */
  at: string;
}

/** Each contract's status as the agent last saw it, by contract id. */
export type SeenContractStatuses = Record<string, ContractStatus>;

/**
 * The answers to `memberId`'s requests since `seen`: a request last seen pending that is now active (accepted) or
 * rejected. A contract never seen is not an answer (a first visit announces nothing), and what is returned as `seen`
 * holds the statuses now, so each answer is told once.
 */
export function contractAnswersSince(
  seen: SeenContractStatuses,
  contracts: readonly Contract[],
  memberId: string,
  now: string,
): { answers: ContractAnswerNotice[]; seen: SeenContractStatuses } {
  const answers: ContractAnswerNotice[] = [];
  const next: SeenContractStatuses = {};
  for (const contract of contracts) {
    if (contract.upline.id !== memberId) continue;
    next[contract.id] = contract.status;
    if (seen[contract.id] !== 'pending') continue;
    if (contract.status !== 'active' && contract.status !== 'rejected') continue;
    answers.push({
      contractId: contract.id,
      answer: contract.status === 'active' ? 'accepted' : 'rejected',
      downline: contract.downline.account,
      terms: contract.terms,
      at: contract.updatedAt ?? now,
    });
  }
  return { answers, seen: next };
}
