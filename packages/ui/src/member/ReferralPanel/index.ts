export { ReferralPanel, type ReferralPanelProps } from './ReferralPanel.tsx';
