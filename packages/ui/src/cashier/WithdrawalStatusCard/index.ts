export { WithdrawalStatusCard, type WithdrawalStatusCardProps } from './WithdrawalStatusCard.tsx';
