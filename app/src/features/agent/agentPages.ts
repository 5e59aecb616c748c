import { type ComponentType, lazy } from 'react';
import { withCatalog } from '../../i18n/i18n.ts';
import type { AgentCentrePage, AgentExtraPage, builtAgentPages } from '../../paths.ts';
import { agentReportPages, agentTeamPages } from '../agentCentre/index.ts';
import { recordPages } from '../records/index.ts';

/** A page that shows the member area's record components, with the agent and member catalogs. */
const reportPage = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => withCatalog('agent', withCatalog('member', load())));

export type BuiltAgentPage = (typeof builtAgentPages)[number];

/** Each built agent-centre page, a chunk of its own (`lazy(() => import(...))`), keyed by its §2 Agent menu item. */
export const agentPages: Record<BuiltAgentPage, ComponentType> = {
  // The team pages reuse the records' filters and table and the cashier's transfer form (member catalog).
  agentTeamOverview: lazy(() =>
    withCatalog('agent', withCatalog('member', agentTeamPages.agentTeamOverview())),
  ),
  downlineManagmentView: lazy(() =>
    withCatalog('agent', withCatalog('member', agentTeamPages.downlineManagmentView())),
  ),
  // The agent's own betting record is the member centre's.
  personalHistoryCopy: reportPage(recordPages.personalHistoryCopy),
  palStatementsAgentCopy: reportPage(agentReportPages.palStatementsAgentCopy),
  agentRevenueReport: reportPage(agentReportPages.agentRevenueReport),
  agentDownlineTransactionDetailsCopy: reportPage(agentReportPages.agentDownlineTransactionDetailsCopy),
  agentDividendRecordCopy2: reportPage(agentReportPages.agentDividendRecordCopy2),
  agentDailyWages2: reportPage(agentReportPages.agentDailyWages2),
  agentHourSalary: reportPage(agentReportPages.agentHourSalary),
  agentRealtimeSalary: reportPage(agentReportPages.agentRealtimeSalary),
};

/** The agent centre's pages beyond its menu that are built (deposit, withdraw, messages, contracts). */
export const agentExtraPages: Partial<Record<AgentExtraPage, ComponentType>> = {};

/** The page of an agent-centre page name, or undefined while it is not built. */
export function agentPageOf(page: AgentCentrePage): ComponentType | undefined {
  return (
    (agentPages as Partial<Record<AgentCentrePage, ComponentType>>)[page] ??
    agentExtraPages[page as AgentExtraPage]
  );
}
