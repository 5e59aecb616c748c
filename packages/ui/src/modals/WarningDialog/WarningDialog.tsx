import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import { type FieldMessage, useMessageText } from '../../forms/index.ts';
import { Modal } from '../Modal/index.ts';
import * as styles from './WarningDialog.css.ts';

export interface WarningDialogProps {
  open: boolean;
  /** A server message (shown as is) or a descriptor (translated here). */
  message: FieldMessage;
  /** Defaults to 'Aviso'. */
  title?: ReactNode;
  /** Defaults to 'Confirmar'. */
  confirmLabel?: string;
  /** The one button. */
  onConfirm: () => void;
  /** Close button, Esc and overlay click; defaults to onConfirm. */
  onClose?: () => void;
}

/** Tells the user something went wrong or is not allowed (a failed SMS send, a trial account), with one button. */
export function WarningDialog({
  open,
  message,
  title,
  confirmLabel,
  onConfirm,
  onClose,
}: WarningDialogProps) {
  const { t } = useLingui();
  const text = useMessageText();
  const messageId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose ?? onConfirm}
      title={title ?? t`Aviso`}
      describedBy={messageId}
      size="small"
      phoneLayout="sheet"
      footer={<Button onClick={onConfirm}>{confirmLabel ?? t`Confirmar`}</Button>}
    >
      <div className={styles.body}>
        <span className={styles.icon}>
          <Icon name="warning" />
        </span>
        <p id={messageId} className={styles.message}>
          {text(message)}
        </p>
      </div>
    </Modal>
  );
}
