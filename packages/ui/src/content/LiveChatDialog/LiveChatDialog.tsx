import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { Modal } from '../../modals/Modal/index.ts';
import * as styles from './LiveChatDialog.css.ts';

export interface LiveChatDialogProps {
  open: boolean;
  onClose: () => void;
  /** The chat's name (the chosen CBS_modelList entry). */
  title: string;
  /** CBS_launchChat chatUrl, from an allowlisted chat host (the app checks it); null while launching. */
  chatUrl: string | null;
  status: LoadStatus;
  /** The frame finished loading: the app sets the status to ready. */
  onFrameLoad: () => void;
  /** Launch the chat again after an error. */
  onRetry: () => void;
}

// A chat page needs its scripts, storage, forms (attachments) and links that open outside.
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** Live chat in a dialog: the chat provider's page in a frame, with loading and error states. */
export function LiveChatDialog({
  open,
  onClose,
  title,
  chatUrl,
  status,
  onFrameLoad,
  onRetry,
}: LiveChatDialogProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={onClose} title={title} size="medium">
      <div className={styles.stage}>
        {status === 'error' ? (
          <div className={styles.message} role="alert">
            <p>
              <Trans>Não foi possível abrir o chat. Tente novamente.</Trans>
            </p>
            <Button onClick={onRetry}>
              <Trans>Tentar novamente</Trans>
            </Button>
          </div>
        ) : (
          <>
            {chatUrl ? (
              <iframe
                className={styles.frame}
                src={chatUrl}
                title={title}
                allow="clipboard-write"
                sandbox={SANDBOX}
                referrerPolicy="strict-origin-when-cross-origin"
                onLoad={onFrameLoad}
              />
            ) : null}
            {status === 'loading' ? (
              <div className={styles.loading}>
                <Spinner size="large" label={t`Conectando ao atendimento…`} />
              </div>
            ) : null}
          </>
        )}
      </div>
    </Modal>
  );
}
