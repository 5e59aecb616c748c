import {
  CONTRACT_STATUSES_IN_EFFECT,
  type Contract,
  type ContractMember,
  type ContractTerms,
  contractRate,
} from './contracts.ts';

/** A new contract request: the upline offers `terms` to `downline`. */
export interface ContractProposal {
  upline: ContractMember;
  downline: ContractMember;
  terms: ContractTerms;
}

export type EndReason = 'replaced' | 'rateAboveNew';

export interface ContractEnded {
  contract: Contract;
  reason: EndReason;
}

/**
 * §4 Contracts: "A new contract with a rate lower than an existing downline's rate terminates the downline's
 * contract after confirmation. The notes give both directions of this comparison (lower and higher); the outcome is
 * the same, the downline's contract is terminated."
 *
 * Our reading, for contracts in effect of the proposal's kind:
 * - `replaced`: the downline's existing contract with the same upline ends whatever its rate (lower or higher: the
 *   notes' two directions), since a pair holds one contract of a kind;
 * - `rateAboveNew`: the downline's own contracts with its downlines whose rate is above the new one end, since the
 *   downline would pay out more than it receives (real-time salary compares each of its two rates).
 * The site warns with this list and sends the request (which ends them) only after the agent confirms.
 */
export function contractsEndedBy(
  proposal: ContractProposal,
  contracts: readonly Contract[],
): ContractEnded[] {
  const { kind } = proposal.terms;
  const ended: ContractEnded[] = [];
  for (const contract of contracts) {
    if (contract.terms.kind !== kind || !CONTRACT_STATUSES_IN_EFFECT.includes(contract.status)) continue;
    if (contract.downline.id === proposal.downline.id && contract.upline.id === proposal.upline.id) {
      ended.push({ contract, reason: 'replaced' });
    } else if (contract.upline.id === proposal.downline.id && rateAbove(contract.terms, proposal.terms)) {
      ended.push({ contract, reason: 'rateAboveNew' });
    }
  }
  return ended;
}

function rateAbove(existing: ContractTerms, proposed: ContractTerms): boolean {
  if (existing.kind === 'realtime' && proposed.kind === 'realtime') {
    return (
      existing.profitSalaryRate > proposed.profitSalaryRate ||
      existing.lossSalaryRate > proposed.lossSalaryRate
    );
  }
  return contractRate(existing) > contractRate(proposed);
}

/** Whether the proposal lowers the rate of the pair's contract it replaces (the warning's headline case). */
export function lowersRate(proposal: ContractProposal, ended: readonly ContractEnded[]): boolean {
  return ended.some(
    ({ contract, reason }) =>
      reason === 'replaced' && contractRate(proposal.terms) < contractRate(contract.terms),
  );
}
