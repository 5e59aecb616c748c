export { SecondVerificationModal, type SecondVerificationModalProps } from './SecondVerificationModal.tsx';
