import { Trans } from '@lingui/react/macro';
import { Icon } from '../../components/Icon/index.ts';
import * as styles from './CustomerServiceList.css.ts';

export interface CustomerServiceEntry {
  id: string;
  /** The gateway's csType (live chat, Telegram, WhatsApp…): the app decides what an entry opens. */
  csType: string;
  /** Already translated by the app. */
  label: string;
  description?: string;
  /** A picture from the gateway (CBS_modelList iconUrl); decorative. */
  iconSrc?: string | null;
  /** True when the entry leaves the site (an external channel), false for the in-site live chat. */
  external?: boolean;
}

export interface CustomerServiceListProps {
  entries: readonly CustomerServiceEntry[];
  /** An entry was chosen: the app resolves its (encrypted) path or opens the live chat. */
  onSelect: (entry: CustomerServiceEntry) => void;
  /** The entry being opened (its chat launching): it shows as busy. */
  pendingId?: string | null;
}

/** The customer-service entries (header icon, side menu, right bar): one button per channel. */
export function CustomerServiceList({ entries, onSelect, pendingId }: CustomerServiceListProps) {
  if (entries.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>Atendimento indisponível no momento.</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <button
            type="button"
            className={styles.entry}
            aria-busy={pendingId === entry.id || undefined}
            disabled={pendingId === entry.id}
            onClick={() => onSelect(entry)}
          >
            {entry.iconSrc ? (
              <img className={styles.icon} src={entry.iconSrc} alt="" width={40} height={40} />
            ) : (
              <span className={styles.iconFallback}>
                <Icon name="chat" size="inline" />
              </span>
            )}
            <span className={styles.text}>
              <span className={styles.label}>{entry.label}</span>
              {entry.description ? <span className={styles.description}>{entry.description}</span> : null}
            </span>
            <Icon name={entry.external ? 'external' : 'chevronForward'} size="inline" />
          </button>
        </li>
      ))}
    </ul>
  );
}
