import { useLingui } from '@lingui/react/macro';
import { type GatewayErrorKind, gatewayErrorMessage } from '@sorte/domain';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import * as styles from './GridNotice.css.ts';

/** How a read failed (spec §8): network, timeout, not logged in, rate limited, or anything else ('unknown'). */
export type FailureKind = GatewayErrorKind;

export interface GridNoticeProps {
  kind: 'empty' | 'error';
  /** Empty: replaces the default text. Error: says what could not load, above the §8 text of `failure`. */
  message?: ReactNode;
  /** Error only: how the read failed; its spec §8 text is shown ('Unknown error' when absent). */
  failure?: FailureKind;
  /** Shows a Retry button (error only). */
  onRetry?: () => void;
  /** A one-line form for narrow places (a marquee, a board, a modal's list). */
  compact?: boolean;
}

/**
 * What a list shows instead of its items: an honest "nothing here", or a failed load with the spec §8 text of
 * its kind and a Retry button. The two never look alike: the failure is an alert with a warning icon.
 */
export function GridNotice({
  kind,
  message,
  failure = 'unknown',
  onRetry,
  compact = false,
}: GridNoticeProps) {
  const { t, i18n } = useLingui();
  if (kind === 'empty') {
    return (
      <div className={compact ? styles.compact : styles.root} role="status">
        <span className={compact ? styles.compactIcon : styles.icon}>
          <Icon name="info" size={compact ? 'small' : 'large'} />
        </span>
        <p className={styles.text}>{message ?? t`Nenhum jogo encontrado.`}</p>
      </div>
    );
  }
  return (
    <div className={`${compact ? styles.compact : styles.root} ${styles.failed}`} role="alert">
      <span className={compact ? styles.compactIcon : styles.icon}>
        <Icon name="warning" size={compact ? 'small' : 'large'} />
      </span>
      <p className={styles.text}>
        {message ? <span className={styles.what}>{message} </span> : null}
        <span data-failure={failure}>{i18n._(gatewayErrorMessage(failure))}</span>
      </p>
      {onRetry ? (
        <Button tone="secondary" size={compact ? 'small' : undefined} onClick={onRetry}>
          <Icon name="refresh" size="small" />
          {t`Tentar novamente`}
        </Button>
      ) : null}
    </div>
  );
}
