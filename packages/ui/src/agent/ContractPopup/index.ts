export { ContractPopup, type ContractPopupProps } from './ContractPopup.tsx';
