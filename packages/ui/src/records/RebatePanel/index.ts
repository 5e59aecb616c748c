export { CLAIM_ALL, RebatePanel, type RebatePanelProps } from './RebatePanel.tsx';
