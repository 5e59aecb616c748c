import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as shared from '../records.css.ts';
import * as styles from './RecordTotals.css.ts';

export interface RecordTotal {
  id: string;
  label: string;
  value: ReactNode;
  /** Colours a result: money won (positive) or lost (negative). */
  tone?: 'positive' | 'negative';
}

export interface RecordTotalsProps {
  /** Rows in the filtered range. */
  count: number;
  totals: readonly RecordTotal[];
  /** Nothing to add up yet (the first page is loading). */
  pending?: boolean;
}

/** The totals of the whole filtered range (not only the rows loaded), with its row count. */
export function RecordTotals({ count, totals, pending = false }: RecordTotalsProps) {
  const { t, i18n } = useLingui();
  return (
    <section className={styles.root} aria-label={t`Totais do período`} aria-busy={pending || undefined}>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt className={styles.term}>{t`Registros`}</dt>
          <dd className={`${styles.value} ${shared.amount}`}>{pending ? '—' : i18n.number(count)}</dd>
        </div>
        {totals.map((total) => (
          <div key={total.id} className={styles.item}>
            <dt className={styles.term}>{total.label}</dt>
            <dd
              className={`${styles.value} ${shared.amount} ${
                total.tone === 'positive' ? shared.positive : total.tone === 'negative' ? shared.negative : ''
              }`}
            >
              {pending ? '—' : total.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
