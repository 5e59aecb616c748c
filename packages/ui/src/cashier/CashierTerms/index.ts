export { CashierTerms, type CashierTermsProps } from './CashierTerms.tsx';
