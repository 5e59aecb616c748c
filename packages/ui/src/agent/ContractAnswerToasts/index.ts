export { ContractAnswerToasts, type ContractAnswerToastsProps } from './ContractAnswerToasts.tsx';
