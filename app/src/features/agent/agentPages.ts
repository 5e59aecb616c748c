import { type ComponentType, lazy } from 'react';
import { withCatalog } from '../../i18n/i18n.ts';
import type { AgentCentrePage, AgentExtraPage, builtAgentPages } from '../../paths.ts';
import { agentCentrePageLoaders } from '../agentCentre/index.ts';

export type BuiltAgentPage = (typeof builtAgentPages)[number];

/** Each built agent-centre page, a chunk of its own (`lazy(() => import(...))`), keyed by its §2 Agent menu item. */
export const agentPages: Record<BuiltAgentPage, ComponentType> = {};

/** The agent centre's pages beyond its menu that are built (deposit, withdraw, messages, contracts). */
export const agentExtraPages: Partial<Record<AgentExtraPage, ComponentType>> = {
  contracts: lazy(() => withCatalog('agent', agentCentrePageLoaders.contracts())),
};

/** The page of an agent-centre page name, or undefined while it is not built. */
export function agentPageOf(page: AgentCentrePage): ComponentType | undefined {
  return (
    (agentPages as Partial<Record<AgentCentrePage, ComponentType>>)[page] ??
    agentExtraPages[page as AgentExtraPage]
  );
}
