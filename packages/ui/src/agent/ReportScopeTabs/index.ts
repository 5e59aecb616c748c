export { ReportScopeTabs, type ReportScopeTabsProps } from './ReportScopeTabs.tsx';
