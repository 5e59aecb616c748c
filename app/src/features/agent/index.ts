export { AgentHome } from './AgentHome.tsx';
