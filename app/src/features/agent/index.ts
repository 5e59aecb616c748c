export { AgentHome } from './AgentHome.tsx';
export { useAgentLoginController } from './useAgentLoginController.ts';
