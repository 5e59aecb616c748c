export { GameFrame, type GameFrameProps } from './GameFrame.tsx';
