export { ContractLog, type ContractLogProps } from './ContractLog.tsx';
