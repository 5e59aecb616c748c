import { AGENT_MENU_ITEMS, type AgentMenuItem } from './agentMenu.ts';

/**
 * The agent centre's pages beyond the §2 Agent menu: §2 /agentHome "contains deposit, withdraw, … messages" (the
 * member centre's own pages in the agent's frame), and the §3/§4 contracts, which have no menu item of their own.
 */
export const AGENT_EXTRA_PAGES = ['deposit', 'withdraw', 'messages', 'contracts'] as const;
export type AgentExtraPage = (typeof AGENT_EXTRA_PAGES)[number];

/** Any page of the agent centre: a menu item or an extra page. */
export type AgentCentrePage = AgentMenuItem | AgentExtraPage;

/** The extra pages that are built, in the order of `AGENT_EXTRA_PAGES`. */
export function agentExtraShortcuts(built: readonly AgentExtraPage[]): AgentExtraPage[] {
  return AGENT_EXTRA_PAGES.filter((page) => built.includes(page));
}

/** Whether an agent-centre page is a §2 Agent menu item (not an extra page). */
export function isAgentMenuItem(page: AgentCentrePage): page is AgentMenuItem {
  return (AGENT_MENU_ITEMS as readonly string[]).includes(page);
}
