export {
  type ForgotPasswordField,
  ForgotPasswordModal,
  type ForgotPasswordModalProps,
  type ForgotPasswordValues,
} from './ForgotPasswordModal.tsx';
