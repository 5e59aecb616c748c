export {
  type AgentLoginField,
  AgentLoginPage,
  type AgentLoginPageProps,
  type AgentLoginValues,
} from './AgentLoginPage.tsx';
