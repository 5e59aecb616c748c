import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button/index.ts';
import * as styles from './UpdateNotice.css.ts';

export interface UpdateNoticeProps {
  /** Activates the waiting version and reloads the page: only when the player asks. */
  onUpdate: () => void;
  onDismiss: () => void;
  /** After "Atualizar", until the new version has taken over and the page reloads. */
  updating?: boolean;
}

/** A new version of the site is ready (its service worker is waiting): a small, non-modal notice. */
export function UpdateNotice({ onUpdate, onDismiss, updating = false }: UpdateNoticeProps) {
  const { t } = useLingui();
  return (
    <section className={styles.region} aria-label={t`Atualização do site`}>
      <p className={styles.message} role="status">
        {t`Nova versão disponível`}
      </p>
      <Button size="small" onClick={onUpdate} pending={updating}>
        {t`Atualizar`}
      </Button>
      <Button size="small" tone="ghost" onClick={onDismiss} disabled={updating}>
        {t`Agora não`}
      </Button>
    </section>
  );
}
