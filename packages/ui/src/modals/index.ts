export {
  CHANGE_PASSWORD_REASONS,
  type ChangePasswordField,
  ChangePasswordModal,
  type ChangePasswordModalProps,
  type ChangePasswordReason,
  type ChangePasswordValues,
} from './ChangePasswordModal/index.ts';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/index.ts';
export {
  type ForgotPasswordField,
  ForgotPasswordModal,
  type ForgotPasswordModalProps,
  type ForgotPasswordValues,
} from './ForgotPasswordModal/index.ts';
export {
  type CountryDialingCodeOption,
  LOGIN_TABS,
  type LoginField,
  LoginModal,
  type LoginModalProps,
  type LoginTab,
  type LoginValues,
} from './LoginModal/index.ts';
export { MODAL_SIZES, Modal, type ModalProps, type ModalSize } from './Modal/index.ts';
export {
  type RegisterConfirmation,
  RegisterModal,
  type RegisterModalProps,
} from './RegisterModal/index.ts';
export {
  SecondVerificationModal,
  type SecondVerificationModalProps,
} from './SecondVerificationModal/index.ts';
export { WarningDialog, type WarningDialogProps } from './WarningDialog/index.ts';
