export { WinnerBoard, type WinnerBoardProps } from './WinnerBoard.tsx';
