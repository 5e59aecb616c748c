// The agent centre's areas (issue 14: app/src/features/agentCentre/<area>/), each appending its own export line.
export { ContractAnswerHost } from './contracts/ContractAnswerHost.tsx';
export { agentReportPages } from './reports/index.ts';
export { AgentClockTicker } from './shell/AgentClockTicker.tsx';
export { agentTeamPages } from './team/index.ts';

/** The agent centre's pages built in this folder, each a chunk of its own. */
export const agentCentrePages = {
  agentAnnouncement: () =>
    import('./announcements/AgentAnnouncementsPage.tsx').then((module) => ({
      default: module.AgentAnnouncementsPage,
    })),
  registerCenter: () =>
    import('./registerCentre/RegisterCentrePage.tsx').then((module) => ({
      default: module.RegisterCentrePage,
    })),
  contracts: () =>
    import('./contracts/ContractsPage.tsx').then((module) => ({ default: module.ContractsPage })),
  dashboard: () =>
    import('./dashboard/AgentDashboardPage.tsx').then((module) => ({ default: module.AgentDashboardPage })),
};
