import { useLingui } from '@lingui/react/macro';
import { moneyOutcomeUnknownMessage } from '@sorte/domain';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import type { FieldMessage } from '../../forms/index.ts';
import * as styles from './MoneyOutcomeNotice.css.ts';

/**
 * How a money action (a transfer, a withdrawal…) ended: refused (nothing moved, `message` says why), unknown (a
 * timeout, a dropped connection or a 5xx: it may have gone through; `checking` while the app re-reads balances and
 * the transaction), or done (`receipt` says what moved).
 */
export type MoneyOutcome<Receipt> =
  | { kind: 'failed'; message: FieldMessage }
  | { kind: 'unknown'; checking: boolean }
  | { kind: 'succeeded'; receipt: Receipt };

/** A form's ambiguous outcome, when its own submit is the retry (it resends under the same Idempotency-Key). */
export interface MoneyOutcomeUnknown {
  /** True while the app re-reads balances and the transaction's status: the form's submit waits for it. */
  checking: boolean;
  onCheckAgain: () => void;
}

export interface MoneyOutcomeNoticeProps {
  /** True while the app re-reads balances and the transaction's status. */
  checking: boolean;
  /** Reads balances and the transaction's status again. */
  onCheckAgain: () => void;
  /**
   * Sends the same request again (with the same Idempotency-Key): offered only once a check has ended. None when
   * the form's own submit is the retry (deposit, withdraw, confirmation).
   */
  onRetry?: () => void;
  /** The retry is under way. */
  retrying?: boolean;
  /** What is being checked, in the action's own words (default: the operation, unnamed). */
  checkingMessage?: string;
  /** What is still unknown after a check, in the action's own words (default: the operation, unnamed). */
  message?: string;
}

/** The ambiguous end of a money action: says plainly what happened, checks, and only then offers a retry. */
export function MoneyOutcomeNotice({
  checking,
  onCheckAgain,
  onRetry,
  retrying = false,
  checkingMessage,
  message,
}: MoneyOutcomeNoticeProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.root} role="alert">
      <span className={styles.icon}>
        <Icon name="warning" />
      </span>
      <div className={styles.body}>
        {checking ? (
          <p className={styles.text}>
            {checkingMessage ??
              t`A conexão caiu antes da resposta e não sabemos se a operação foi concluída. Conferindo seus saldos e a transação…`}
          </p>
        ) : (
          <p className={styles.text}>{message ?? i18n._(moneyOutcomeUnknownMessage)}</p>
        )}
        <div className={styles.actions}>
          {checking ? (
            <Spinner size="small" />
          ) : (
            <>
              <Button tone="secondary" size="small" onClick={onCheckAgain} disabled={retrying}>
                <Icon name="refresh" size="small" />
                {t`Conferir novamente`}
              </Button>
              {onRetry ? (
                <Button tone="primary" size="small" onClick={onRetry} pending={retrying}>
                  {t`Enviar de novo`}
                </Button>
              ) : null}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
