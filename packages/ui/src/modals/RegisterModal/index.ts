export { type RegisterConfirmation, RegisterModal, type RegisterModalProps } from './RegisterModal.tsx';
