import { type Contract, partyOf } from './contracts.ts';
import type { Downline } from './team.ts';

/**
 * The agent's landing (/agentHome, issue 23): what waits for the agent and what changed in the team, from the
 * contracts and the first page of downlines the agent centre already reads.
 */
export interface AgentDashboard {
  /** New requests the agent received as a downline, and termination requests its downlines sent: its answer is due. */
  toAnswer: Contract[];
  /** Requests the agent sent that the downline has not answered. */
  awaitingDownlines: Contract[];
  /** Contracts ending: the agent asked its upline to end one, not answered yet. */
  ending: Contract[];
  /** The newest downlines, newest first. */
  newest: Downline[];
  /** Downlines that cannot play or be paid (frozen or locked). */
  held: Downline[];
}

export const DASHBOARD_NEWEST_DOWNLINES = 5;

/** The dashboard of `memberId` from its contracts (every kind) and its downlines. */
export function agentDashboardOf(
  contracts: readonly Contract[],
  downlines: readonly Downline[],
  memberId: string,
): AgentDashboard {
  const asParty = (contract: Contract) => partyOf(contract, memberId);
  const newestFirst = (a: Contract, b: Contract) => Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return {
    toAnswer: contracts
      .filter(
        (contract) =>
          (contract.status === 'pending' && asParty(contract) === 'downline') ||
          (contract.status === 'terminationRequested' && asParty(contract) === 'upline'),
      )
      .sort(newestFirst),
    awaitingDownlines: contracts
      .filter((contract) => contract.status === 'pending' && asParty(contract) === 'upline')
      .sort(newestFirst),
    ending: contracts
      .filter((contract) => contract.status === 'terminationRequested' && asParty(contract) === 'downline')
      .sort(newestFirst),
    newest: [...downlines]
      .sort((a, b) => Date.parse(b.registeredAt) - Date.parse(a.registeredAt))
      .slice(0, DASHBOARD_NEWEST_DOWNLINES),
    held: downlines.filter((downline) => downline.status !== 'NORMAL'),
  };
}
