export { TeamOverview, type TeamOverviewProps, useTeamFigureLabels } from './TeamOverview.tsx';
export { TeamOverviewChart, type TeamOverviewChartProps } from './TeamOverviewChart.tsx';
