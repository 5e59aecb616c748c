import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/Button/index.ts';
import { Modal } from '../../modals/Modal/index.ts';
import { SafeHtml } from '../SafeHtml/index.ts';
import * as styles from './PublicPopup.css.ts';

export interface PublicPopupProps {
  open: boolean;
  /** The app remembers the close for the session (domain withPopupClosed). */
  onClose: () => void;
  title: string;
  imageUrl?: string | null;
  /** HTML from the gateway, rendered only through SafeHtml. */
  html?: string | null;
  /** Shown as 'Ver promoção' when given (the popup has a promotionType). */
  onGoToPromotion?: () => void;
}

/** A public popup (spec §3, §4): an image and/or HTML content, shown once per session by the app. */
export function PublicPopup({ open, onClose, title, imageUrl, html, onGoToPromotion }: PublicPopupProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="medium"
      phoneLayout="sheet"
      footer={
        onGoToPromotion ? (
          <Button onClick={onGoToPromotion}>
            <Trans>Ver promoção</Trans>
          </Button>
        ) : undefined
      }
    >
      <div className={styles.body}>
        {imageUrl ? (
          // The title says what the popup is about; a picture without text alongside carries it as its name.
          <img className={styles.image} src={imageUrl} alt={html ? '' : title} width={1200} height={375} />
        ) : null}
        {html ? <SafeHtml html={html} /> : null}
      </div>
    </Modal>
  );
}
