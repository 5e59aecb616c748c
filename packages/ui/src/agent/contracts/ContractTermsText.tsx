import { useLingui } from '@lingui/react/macro';
import { CONTRACT_TERM_FIELDS, type ContractTerms, contractFieldKind } from '@sorte/domain';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { CONTRACT_FIELD_LABELS } from './contractLabels.ts';
import * as styles from './contracts.css.ts';

export interface ContractTermsTextProps {
  terms: ContractTerms;
  formatAmount: (amount: number) => string;
}

/** §3 Contract: the terms of a contract, one fact per field. */
export function ContractTermsText({ terms, formatAmount }: ContractTermsTextProps) {
  const { i18n } = useLingui();
  const locale = formatLocaleOf(i18n);
  const values = terms as unknown as Record<string, number>;
  return (
    <dl className={styles.facts}>
      {CONTRACT_TERM_FIELDS[terms.kind].map((field) => {
        const value = values[field] ?? 0;
        const kind = contractFieldKind(field);
        const text =
          kind === 'rate'
            ? // The locale's own percent pattern: '25%' stays one run, where '25 %' read '% 25' right to left.
              new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
                value / 100,
              )
            : kind === 'members'
              ? new Intl.NumberFormat(locale).format(value)
              : formatAmount(value);
        return (
          <div key={field} className={styles.factPair}>
            <dt className={styles.factName}>{i18n._(CONTRACT_FIELD_LABELS[field])}</dt>
            <dd className={styles.factValue}>
              <bdi>{text}</bdi>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
