export * from '../ContractEndWarning/index.ts';
export * from '../ContractLog/index.ts';
export * from '../ContractPopup/index.ts';
export * from '../ContractRequestForm/index.ts';
export * from '../ContractSimulator/index.ts';
export * from '../ContractTable/index.ts';
export { ContractTermsText, type ContractTermsTextProps } from './ContractTermsText.tsx';
export {
  CONTRACT_ACTION_LABELS,
  CONTRACT_KIND_LABELS,
  CONTRACT_STATUS_LABELS,
} from './contractLabels.ts';
