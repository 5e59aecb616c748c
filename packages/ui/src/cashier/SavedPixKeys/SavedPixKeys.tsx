import { useLingui } from '@lingui/react/macro';
import { maskPixKey, type PixKeyType, type SavedPixKey } from '@sorte/domain';
import { useId, useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Modal } from '../../modals/Modal/index.ts';
import * as shared from '../cashier.css.ts';
import * as styles from './SavedPixKeys.css.ts';

export interface SavedPixKeysProps {
  keys: readonly SavedPixKey[];
  /** The saved key the withdraw form holds now, or null. */
  chosenId: string | null;
  /** Fills the withdraw form's key type and key with this key. */
  onUse: (key: SavedPixKey) => void;
  /** Deletes a key once the player confirmed; absent where the gateway cannot delete keys. */
  onDelete?: (key: SavedPixKey) => void;
  /** A deletion is in flight: its buttons are locked. */
  deleting?: boolean;
  /** Why the last deletion failed, in words. */
  failure?: string | null;
}

/**
 * Issue 23 item 4: the PIX keys saved by earlier withdrawals, each masked (maskPixKey), to use on this withdrawal or
 * delete after a confirmation.
 */
export function SavedPixKeys({
  keys,
  chosenId,
  onUse,
  onDelete,
  deleting = false,
  failure,
}: SavedPixKeysProps) {
  const { t } = useLingui();
  const titleId = useId();
  const [asked, setAsked] = useState<SavedPixKey | null>(null);
  const typeLabels: Record<PixKeyType, string> = {
    CPF: t`CPF`,
    PHONE: t`Celular`,
    EMAIL: t`E-mail`,
    RANDOM: t`Chave aleatória`,
  };
  const described = (key: SavedPixKey) => `${typeLabels[key.type]} ${maskPixKey(key.type, key.key)}`;

  return (
    <section className={shared.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={shared.panelTitle}>
        {t`Chaves PIX salvas`}
      </h2>
      {failure ? (
        <p role="alert" className={shared.note}>
          {failure}
        </p>
      ) : null}
      <ul className={styles.list}>
        {keys.map((key) => {
          const chosen = key.id === chosenId;
          const masked = maskPixKey(key.type, key.key);
          return (
            <li key={key.id} className={chosen ? `${styles.row} ${styles.chosenRow}` : styles.row}>
              <div className={styles.key}>
                <span className={styles.masked}>
                  <bdi>{masked}</bdi>
                </span>
                <span className={styles.detail}>
                  {key.holder ? `${typeLabels[key.type]} · ${key.holder}` : typeLabels[key.type]}
                </span>
              </div>
              <div className={styles.rowActions}>
                <Button
                  tone={chosen ? 'primary' : 'secondary'}
                  aria-pressed={chosen}
                  aria-label={t`Usar ${described(key)}`}
                  onClick={() => onUse(key)}
                >
                  {t`Usar`}
                </Button>
                {onDelete ? (
                  <Button
                    tone="secondary"
                    aria-label={t`Excluir ${described(key)}`}
                    disabled={deleting}
                    onClick={() => setAsked(key)}
                  >
                    {t`Excluir`}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {asked && onDelete ? (
        <Modal
          open
          onClose={() => setAsked(null)}
          title={t`Excluir chave PIX?`}
          phoneLayout="sheet"
          footer={
            <div className={styles.dialogActions}>
              <Button tone="secondary" onClick={() => setAsked(null)}>
                {t`Cancelar`}
              </Button>
              <Button
                tone="critical"
                disabled={deleting}
                onClick={() => {
                  onDelete(asked);
                  setAsked(null);
                }}
              >
                {t`Excluir chave`}
              </Button>
            </div>
          }
        >
          <p className={shared.note}>
            {t`A chave ${described(asked)} deixa de aparecer aqui. Você pode digitá-la de novo no próximo saque.`}
          </p>
        </Modal>
      ) : null}
    </section>
  );
}
