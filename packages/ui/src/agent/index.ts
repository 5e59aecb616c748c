// The agent centre's components (spec §2 Agent menu, §3 Contract, §4 Contracts): `@sorte/ui/agent`, loaded with the
// agent centre's chunks only. Each area appends its own export line.

export { AccountSearch, type AccountSearchProps } from './AccountSearch/index.ts';
export { DownlineList, type DownlineListProps } from './DownlineList/index.ts';
export { ReportScopeTabs, type ReportScopeTabsProps } from './ReportScopeTabs/index.ts';
export * from './reports/index.ts';
export { SettlementCountdown, type SettlementCountdownProps } from './SettlementCountdown/index.ts';
export { TeamOverview, type TeamOverviewProps } from './TeamOverview/index.ts';
