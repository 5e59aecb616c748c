export { DemoModeMarker } from './DemoModeMarker.tsx';
