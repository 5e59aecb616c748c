export { type RegisterConfirmation, RegisterModal, type RegisterModalProps } from './RegisterModal.tsx';
export { RegisterModalFields, type RegisterModalFieldsProps } from './RegisterModalFields.tsx';
