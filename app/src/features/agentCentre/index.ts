export { AgentClockTicker } from './shell/AgentClockTicker.tsx';

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
};
