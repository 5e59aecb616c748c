import { AGENT_EXTRA_PAGES, type AgentExtraPage } from '@sorte/domain';
import { type ComponentType, lazy } from 'react';
import type { AgentCentrePage, builtAgentPages } from '../../agentPaths.ts';
import { agentCentrePages, agentReportPages, agentTeamPages } from '../agentCentre/index.ts';
import { memberPages } from '../member/index.ts';
import { recordPages } from '../records/index.ts';

export type BuiltAgentPage = (typeof builtAgentPages)[number];

/**
 * Each built agent-centre page, a chunk of its own (`lazy(() => import(...))`), keyed by its §2 Agent menu item. The
 * agent-centre route loads the agent and member catalogs, so the pages need not.
 */
export const agentPages: Record<BuiltAgentPage, ComponentType> = {
  agentAnnouncement: lazy(agentCentrePages.agentAnnouncement),
  agentTeamOverview: lazy(agentTeamPages.agentTeamOverview),
  registerCenter: lazy(agentCentrePages.registerCenter),
  downlineManagmentView: lazy(agentTeamPages.downlineManagmentView),
  // The agent's own betting record is the member centre's.
  personalHistoryCopy: lazy(recordPages.personalHistoryCopy),
  palStatementsAgentCopy: lazy(agentReportPages.palStatementsAgentCopy),
  agentRevenueReport: lazy(agentReportPages.agentRevenueReport),
  agentDownlineTransactionDetailsCopy: lazy(agentReportPages.agentDownlineTransactionDetailsCopy),
  agentDividendRecordCopy2: lazy(agentReportPages.agentDividendRecordCopy2),
  agentDailyWages2: lazy(agentReportPages.agentDailyWages2),
  agentHourSalary: lazy(agentReportPages.agentHourSalary),
  agentRealtimeSalary: lazy(agentReportPages.agentRealtimeSalary),
};

/** The agent centre's landing, at /agentHome itself (issue 23). */
export const AgentLandingPage: ComponentType = lazy(agentCentrePages.dashboard);

/**
 * The agent centre's pages beyond its menu that are built (deposit, withdraw, messages, contracts). §2 /agentHome
 * "contains deposit, withdraw, … messages": the member centre's own pages, shown in the agent's frame.
 */
export const agentExtraPages: Partial<Record<AgentExtraPage, ComponentType>> = {
  deposit: memberPages.depositv2,
  withdraw: memberPages.withdraw,
  messages: memberPages.messageV2,
  contracts: lazy(agentCentrePages.contracts),
};

/** The extra pages that have a page, in the order of `AGENT_EXTRA_PAGES`. */
export function builtAgentExtraPages(): AgentExtraPage[] {
  return AGENT_EXTRA_PAGES.filter((page) => agentExtraPages[page] !== undefined);
}

/** The page of an agent-centre page name, or undefined while it is not built. */
export function agentPageOf(page: AgentCentrePage): ComponentType | undefined {
  return (
    (agentPages as Partial<Record<AgentCentrePage, ComponentType>>)[page] ??
    agentExtraPages[page as AgentExtraPage]
  );
}
