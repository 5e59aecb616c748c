export { recentGamesQuery, vendorLanesQuery } from './api.ts';
export { LobbyView } from './LobbyView.tsx';
export { useGameActions } from './useGameActions.ts';
export { launchQuery, useGameLaunch } from './useGameLaunch.ts';
export { useLobbyData } from './useLobby.ts';
