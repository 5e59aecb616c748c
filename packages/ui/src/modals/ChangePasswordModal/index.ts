export {
  CHANGE_PASSWORD_REASONS,
  type ChangePasswordField,
  ChangePasswordModal,
  type ChangePasswordModalProps,
  type ChangePasswordReason,
  type ChangePasswordValues,
} from './ChangePasswordModal.tsx';
