import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Button } from '../../components/Button/index.ts';
import { type FieldMessage, useMessageText } from '../../forms/index.ts';
import { Modal } from '../Modal/index.ts';
import * as styles from './ConfirmDialog.css.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** A descriptor (translated here) or a ready text. */
  message: FieldMessage;
  /** Defaults to 'Confirmar'. */
  confirmLabel?: string;
  /** Defaults to 'Cancelar'. */
  cancelLabel?: string;
  /** The confirmed action is running: the confirm button spins and the dialog can't be dismissed. */
  pending?: boolean;
  onConfirm: () => void;
  /** Cancel button, close button, Esc and overlay click. */
  onCancel: () => void;
  /** 'critical' for destructive actions. */
  tone?: 'primary' | 'critical';
}

/** Asks the user to confirm an action (logout, a money action): cancel first, confirm at the inline end. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  pending = false,
  onConfirm,
  onCancel,
  tone = 'primary',
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const text = useMessageText();
  const messageId = useId();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      describedBy={messageId}
      size="small"
      phoneLayout="sheet"
      dismissible={!pending}
      footer={
        <>
          <Button tone="secondary" onClick={onCancel} disabled={pending}>
            {cancelLabel ?? t`Cancelar`}
          </Button>
          <Button tone={tone} onClick={onConfirm} pending={pending}>
            {confirmLabel ?? t`Confirmar`}
          </Button>
        </>
      }
    >
      <p id={messageId} className={styles.message}>
        {text(message)}
      </p>
    </Modal>
  );
}
