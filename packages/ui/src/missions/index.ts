export { MissionBoard, type MissionBoardProps } from './MissionBoard/index.ts';
