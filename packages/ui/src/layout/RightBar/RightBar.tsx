import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../components/Icon/index.ts';
import { ShellLink } from '../ShellLink/index.ts';
import * as styles from './RightBar.css.ts';

export interface RightBarProps {
  /** The official Telegram channel; the action is left out without one. */
  telegramHref?: string;
  onCustomerService: () => void;
  /** Spec §2: when the visitor is anonymous or the referral promotion is enabled. */
  showReferral: boolean;
  onReferral: () => void;
}

/**
 * Quick actions, each named by its short visible label (the long name is its tooltip): a labelled column at the
 * inline end on wider screens, a full-width dock along the bottom edge on phones (clear of the safe-area insets).
 * The layout keeps room free for either, so the bar never covers content such as game cards and their hearts.
 */
export function RightBar({ telegramHref, onCustomerService, showReferral, onReferral }: RightBarProps) {
  const { t } = useLingui();
  return (
    <aside className={styles.root} aria-label={t`Acesso rápido`}>
      <ul className={styles.list}>
        {telegramHref ? (
          <li>
            <ShellLink
              item={{ id: 'telegram', label: 'Telegram', href: telegramHref, external: true }}
              className={styles.action}
              title="Telegram"
            >
              <Icon name="send" size="inline" />
              <span className={styles.label}>Telegram</span>
            </ShellLink>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            className={styles.action}
            title={t`Atendimento ao cliente`}
            onClick={onCustomerService}
          >
            <Icon name="headset" size="inline" />
            <span className={styles.label}>{t`Atendimento`}</span>
          </button>
        </li>
        {showReferral ? (
          <li>
            <button
              type="button"
              className={`${styles.action} ${styles.accent}`}
              title={t`Convidar amigos`}
              onClick={onReferral}
            >
              <Icon name="gift" size="inline" />
              <span className={styles.label}>{t`Convidar`}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
