export { type PauseInForce, PausesPanel, type PausesPanelProps } from './PausesPanel.tsx';
