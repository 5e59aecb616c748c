export { TeamOverview, type TeamOverviewProps } from './TeamOverview.tsx';
export { TeamOverviewChart, type TeamOverviewChartProps } from './TeamOverviewChart.tsx';
