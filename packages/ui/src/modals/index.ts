export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/index.ts';
export { MODAL_SIZES, Modal, type ModalProps, type ModalSize } from './Modal/index.ts';
export { WarningDialog, type WarningDialogProps } from './WarningDialog/index.ts';
