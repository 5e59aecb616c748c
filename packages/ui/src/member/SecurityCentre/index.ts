export { SecurityCentre, type SecurityCentreProps, type WithdrawPasswordValues } from './SecurityCentre.tsx';
