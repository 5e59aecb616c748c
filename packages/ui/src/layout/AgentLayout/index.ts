export { AgentLayout, type AgentLayoutProps } from './AgentLayout.tsx';
