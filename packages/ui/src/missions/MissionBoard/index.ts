export { MissionBoard, type MissionBoardProps } from './MissionBoard.tsx';
