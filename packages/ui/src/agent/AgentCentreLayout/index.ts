export {
  AgentCentreLayout,
  type AgentCentreLayoutProps,
  type AgentCentreSummary,
} from './AgentCentreLayout.tsx';
