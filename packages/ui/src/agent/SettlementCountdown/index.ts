export { SettlementCountdown, type SettlementCountdownProps } from './SettlementCountdown.tsx';
