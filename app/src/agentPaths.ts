import type { AgentCentrePage, AgentExtraPage, AgentMenuItem } from '@sorte/domain';
import { paths } from './paths.ts';

// The agent centre's routes (spec §2 /agentHome and its Agent menu): apart from ./paths.ts, which the entry carries,
// so that only the agent centre's chunks carry these tables.

/**
 * The agent centre's page slugs, one per §2 Agent menu item (`/agentHome/team`). An item's route exists only once its
 * page is built (see the agent feature's `agentPages`).
 */
export const agentPageSlugs = {
  agentAnnouncement: 'announcements',
  agentTeamOverview: 'team',
  registerCenter: 'register',
  downlineManagmentView: 'downlines',
  personalHistoryCopy: 'bets',
  palStatementsAgentCopy: 'profit-loss',
  agentRevenueReport: 'revenue',
  agentDownlineTransactionDetailsCopy: 'downline-transactions',
  agentDividendRecordCopy2: 'dividends',
  agentDailyWages2: 'daily-wages',
  agentHourSalary: 'hourly-salary',
  agentRealtimeSalary: 'realtime-salary',
} as const satisfies Record<AgentMenuItem, string>;

/** The agent-centre pages that are built, in no particular order (the menu takes the spec's order). */
export const builtAgentPages = [
  'agentTeamOverview',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'agentAnnouncement',
  'registerCenter',
] as const satisfies readonly AgentMenuItem[];

/**
 * The agent centre's pages beyond the §2 Agent menu (§2 /agentHome "contains deposit, withdraw, … messages"; the
 * contracts of §3/§4 have no menu item of their own): their slugs.
 */
export const agentExtraPageSlugs = {
  deposit: 'deposit',
  withdraw: 'withdraw',
  messages: 'messages',
  contracts: 'contracts',
} as const satisfies Record<AgentExtraPage, string>;
export type { AgentCentrePage, AgentExtraPage };

/** /agentHome, or one agent-centre page: `/agentHome/team`, `/agentHome/deposit`. */
export function agentPath(page?: AgentCentrePage): string {
  if (page === undefined) return paths.agentHome.path;
  const slug =
    page in agentExtraPageSlugs
      ? agentExtraPageSlugs[page as AgentExtraPage]
      : agentPageSlugs[page as AgentMenuItem];
  return `${paths.agentHome.path}/${slug}`;
}

/** The agent-centre page a slug names, or null. */
export function agentPageOfSlug(slug: string | undefined): AgentCentrePage | null {
  const entry = Object.entries({ ...agentPageSlugs, ...agentExtraPageSlugs }).find(
    ([, pageSlug]) => pageSlug === slug,
  );
  return entry ? (entry[0] as AgentCentrePage) : null;
}

/** /agentHome or one of its pages (§2: logout from any of them returns to /agent). */
export function isAgentCentrePath(pathname: string): boolean {
  return pathname === paths.agentHome.path || pathname.startsWith(`${paths.agentHome.path}/`);
}
