export { ContractEndWarning, type ContractEndWarningProps } from './ContractEndWarning.tsx';
