export { LotteryLobby, type LotteryLobbyProps } from './LotteryLobby.tsx';
