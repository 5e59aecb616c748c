// The agent centre's components (spec §2 Agent menu, §3 Contract, §4 Contracts): `@sorte/ui/agent`, loaded with the
// agent centre's chunks only. Each area appends its own export line.

export { AccountSearch, type AccountSearchProps } from './AccountSearch/index.ts';
export {
  type AgentAnnouncement,
  AgentAnnouncementList,
  type AgentAnnouncementListProps,
} from './AgentAnnouncementList/index.ts';
export {
  AgentCentreLayout,
  type AgentCentreLayoutProps,
  type AgentCentreSummary,
} from './AgentCentreLayout/index.ts';
export { AgentClock, type AgentClockProps } from './AgentClock/index.ts';
export { AgentDashboard, type AgentDashboardProps } from './AgentDashboard/index.ts';
export { AGENT_CENTRE_PAGE_ICONS, AGENT_CENTRE_PAGE_LABELS } from './agentCentreItems.ts';
export { ContractAnswerToasts, type ContractAnswerToastsProps } from './ContractAnswerToasts/index.ts';
export * from './contracts/index.ts';
export { DownlineList, type DownlineListProps } from './DownlineList/index.ts';
export { DownlineProfile, type DownlineProfileProps } from './DownlineProfile/index.ts';
export { DownlineRegisterForm, type DownlineRegisterFormProps } from './DownlineRegisterForm/index.ts';
export { ReportScopeTabs, type ReportScopeTabsProps } from './ReportScopeTabs/index.ts';
export * from './reports/index.ts';
export { SettlementCountdown, type SettlementCountdownProps } from './SettlementCountdown/index.ts';
export { TeamOverview, type TeamOverviewProps, useTeamFigureLabels } from './TeamOverview/index.ts';
