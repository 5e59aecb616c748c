export { GameGrid, type GameGridProps, GameGridSkeleton } from './GameGrid.tsx';
