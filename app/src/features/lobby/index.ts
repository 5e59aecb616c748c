export { LobbyView } from './LobbyView.tsx';
export { loadVendorLanes } from './vendorLanes.ts';
