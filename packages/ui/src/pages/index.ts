export {
  type AgentLoginField,
  AgentLoginPage,
  type AgentLoginPageProps,
  type AgentLoginValues,
} from './AgentLoginPage/index.ts';
export { ConfigErrorPage, type ConfigErrorPageProps } from './ConfigErrorPage/index.ts';
export { FullPageState, type FullPageStateProps } from './FullPageState/index.ts';
export { InvalidDomainPage, type InvalidDomainPageProps } from './InvalidDomainPage/index.ts';
export { MaintenancePage, type MaintenancePageProps } from './MaintenancePage/index.ts';
export { NotFoundPage, type NotFoundPageProps } from './NotFoundPage/index.ts';
export { RegionBlockedPage, type RegionBlockedPageProps } from './RegionBlockedPage/index.ts';
export { RouteErrorPage, type RouteErrorPageProps } from './RouteErrorPage/index.ts';
