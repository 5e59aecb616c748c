export { LobbyTabs, type LobbyTabsProps } from './LobbyTabs.tsx';
