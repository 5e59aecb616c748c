export { GAME_FRAME_STATUSES, GameFrame, type GameFrameProps, type GameFrameStatus } from './GameFrame.tsx';
