import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import * as styles from './GridNotice.css.ts';

export interface GridNoticeProps {
  kind: 'empty' | 'error';
  /** Replaces the default text of the kind. */
  message?: ReactNode;
  /** Shows a Retry button (error only). */
  onRetry?: () => void;
}

/** What a grid shows instead of cards: nothing found, or a failed load with a Retry button. */
export function GridNotice({ kind, message, onRetry }: GridNoticeProps) {
  const { t } = useLingui();
  const text =
    message ??
    (kind === 'empty'
      ? t`Nenhum jogo encontrado.`
      : t`Não foi possível carregar os jogos. Verifique sua conexão e tente novamente.`);
  return (
    <div className={styles.root} role={kind === 'error' ? 'alert' : 'status'}>
      <span className={styles.icon}>
        <Icon name={kind === 'error' ? 'warning' : 'info'} size="large" />
      </span>
      <p className={styles.text}>{text}</p>
      {kind === 'error' && onRetry ? (
        <Button tone="secondary" onClick={onRetry}>
          <Icon name="refresh" size="small" />
          {t`Tentar novamente`}
        </Button>
      ) : null}
    </div>
  );
}
