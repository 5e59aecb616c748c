import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef, useState } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import * as styles from './Modal.css.ts';
import { useOverflowing } from './useOverflowing.ts';

export const MODAL_SIZES = ['small', 'medium', 'large'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export interface ModalProps {
  open: boolean;
  /** Asked for by the close button, Esc and a click on the overlay (unless not dismissible). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Id of the element in the body that describes the dialog, when that is not `description`. */
  describedBy?: string;
  /** Accessible name of the close button; defaults to 'Fechar'. */
  closeLabel?: string;
  /** Width of the card on larger screens. */
  size?: ModalSize;
  /** On phones (≤ 480 px): a full-screen sheet, or a sheet sized to its content at the bottom (short dialogs). */
  phoneLayout?: 'fullscreen' | 'sheet';
  /** False for a choice that cannot be put off (a forced password change): no close button, Esc and overlay do nothing. */
  dismissible?: boolean;
  children: ReactNode;
  /** What gets focus on open (a form's first field); the first focusable element otherwise. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Actions kept in view under the scrolling body. */
  footer?: ReactNode;
}

/** A stateless dialog (Radix Dialog): the parent owns `open`; focus is trapped and returns to the opener. */
export function Modal({
  open,
  onClose,
  title,
  description,
  describedBy,
  closeLabel,
  size = 'small',
  phoneLayout = 'fullscreen',
  dismissible = true,
  children,
  footer,
  initialFocus,
}: ModalProps) {
  const { t } = useLingui();
  // Without a Radix Trigger, focus must be handed back to whatever opened the dialog.
  const opener = useRef<HTMLElement | null>(null);
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const scrolls = useOverflowing(body);
  const stay = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={`${styles.content} ${styles.size[size]} ${styles.phoneLayout[phoneLayout]}`}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const target = initialFocus?.();
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
            opener.current = null;
          }}
          onEscapeKeyDown={stay}
          onPointerDownOutside={stay}
          onInteractOutside={stay}
          {...(description ? {} : { 'aria-describedby': describedBy })}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className={styles.description}>{description}</Dialog.Description>
            ) : null}
          </div>
          <div ref={setBody} className={styles.body} tabIndex={scrolls ? 0 : undefined}>
            {children}
          </div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
          {dismissible ? (
            <Dialog.Close className={styles.close} aria-label={closeLabel ?? t`Fechar`}>
              <Icon name="close" />
            </Dialog.Close>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
