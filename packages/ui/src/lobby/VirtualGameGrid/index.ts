export { VirtualGameGrid, type VirtualGameGridProps } from './VirtualGameGrid.tsx';
