export { LobbyToolbar, type LobbyToolbarProps } from './LobbyToolbar.tsx';
