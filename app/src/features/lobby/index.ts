export { LobbyView } from './LobbyView.tsx';
