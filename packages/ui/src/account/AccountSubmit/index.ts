export { AccountSubmit, type AccountSubmitProps } from './AccountSubmit.tsx';
