export { GameGrid, type GameGridProps, GameGridSkeleton, type GridStatus } from './GameGrid.tsx';
