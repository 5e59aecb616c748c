export { AgentDashboard, type AgentDashboardProps } from './AgentDashboard.tsx';
