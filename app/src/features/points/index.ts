export { PointMallPanel } from './PointMallPanel.tsx';
