// The agent centre's team pages (§2 agentTeamOverview, downlineManagmentView), each a chunk of its own.
export const agentTeamPages = {
  agentTeamOverview: () =>
    import('./TeamOverviewPage.tsx').then((module) => ({ default: module.TeamOverviewPage })),
  downlineManagmentView: () =>
    import('./DownlinesPage.tsx').then((module) => ({ default: module.DownlinesPage })),
};
