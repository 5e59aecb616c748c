import { useLingui } from '@lingui/react/macro';
import type { ContractLogEntry } from '@sorte/domain';
import { useId } from 'react';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { ContractTermsText } from '../contracts/ContractTermsText.tsx';
import { CONTRACT_KIND_LABELS, CONTRACT_LOG_LABELS } from '../contracts/contractLabels.ts';
import * as styles from '../contracts/contracts.css.ts';
import { formatContractTime } from '../contracts/formatTime.ts';

export interface ContractLogProps {
  /** Newest first (`sortContractLog`). */
  entries: readonly ContractLogEntry[];
  formatAmount: (amount: number) => string;
}

/** Beyond the spec (issue 14 item 8): who proposed, accepted, rejected or terminated which contract, and when. */
export function ContractLog({ entries, formatAmount }: ContractLogProps) {
  const { t, i18n } = useLingui();
  const locale = formatLocaleOf(i18n);
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 className={styles.heading} id={headingId}>
        {t`Histórico de alterações`}
      </h3>
      {entries.length === 0 ? (
        <p className={styles.empty}>{t`Nenhuma alteração ainda.`}</p>
      ) : (
        <ol className={styles.log}>
          {entries.map((entry) => (
            <li key={`${entry.contractId}-${entry.event}-${entry.at}`} className={styles.logEntry}>
              <span className={styles.muted}>
                <time dateTime={entry.at}>
                  <bdi>{formatContractTime(entry.at, locale)}</bdi>
                </time>{' '}
                · {i18n._(CONTRACT_KIND_LABELS[entry.kind])} · <bdi>{entry.contractId}</bdi>
              </span>
              <span>
                <strong>
                  <bdi>{entry.by}</bdi>
                </strong>{' '}
                {i18n._(CONTRACT_LOG_LABELS[entry.event])}
              </span>
              {entry.terms ? <ContractTermsText terms={entry.terms} formatAmount={formatAmount} /> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
