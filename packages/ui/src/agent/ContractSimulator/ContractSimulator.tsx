import { useLingui } from '@lingui/react/macro';
import { type SimulatedPeriod, simulationTotals } from '@sorte/domain';
import { type ReactNode, useId } from 'react';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import * as styles from '../contracts/contracts.css.ts';

export interface ContractSimulatorProps {
  /** Each period under the proposed terms (`simulateContract`); null while the terms are not valid yet. */
  periods: readonly SimulatedPeriod[] | null;
  status: LoadStatus;
  /** Hours (hourly salary) or days. */
  unit: 'day' | 'hour';
  formatAmount: (amount: number) => string;
}

/**
 * Beyond the spec (issue 14 item 8): what each side would have earned under the proposed terms over the team's last
 * periods. A table for every reader, and bars beside it for a glance (hidden from screen readers: the table says it).
 */
export function ContractSimulator({ periods, status, unit, formatAmount }: ContractSimulatorProps) {
  const { t, i18n } = useLingui();
  const locale = formatLocaleOf(i18n);
  const headingId = useId();
  const periodText = (iso: string) =>
    new Intl.DateTimeFormat(
      locale,
      unit === 'hour' ? { hour: '2-digit', minute: '2-digit' } : { day: '2-digit', month: '2-digit' },
    ).format(new Date(iso));

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <p className={styles.empty} role="status">
        <Spinner size="small" /> {t`Carregando os números da equipe…`}
      </p>
    );
  } else if (status === 'error') {
    body = (
      <p className={styles.error} role="alert">
        {t`Não foi possível carregar os números da equipe.`}
      </p>
    );
  } else if (periods === null) {
    body = <p className={styles.muted}>{t`Escolha um subordinado e preencha os termos para simular.`}</p>;
  } else {
    const totals = simulationTotals(periods);
    const largest = Math.max(1, ...periods.map((p) => Math.max(Math.abs(p.downline), Math.abs(p.upline))));
    body = (
      <>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.caption}>
              {unit === 'hour'
                ? t`Últimas horas da equipe do subordinado`
                : t`Últimos dias da equipe do subordinado`}
            </caption>
            <thead>
              <tr>
                <th className={styles.th} scope="col">{t`Período`}</th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">{t`Subordinado recebe`}</th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">{t`Você fica com`}</th>
              </tr>
            </thead>
            <tbody>
              {periods.map((period) => (
                <tr key={period.start}>
                  <th className={styles.td} scope="row">
                    <bdi>{periodText(period.start)}</bdi>
                    {period.qualifies ? null : <span className={styles.muted}> ({t`sem meta`})</span>}
                  </th>
                  <td className={`${styles.td} ${styles.numeric}`}>
                    <bdi>{formatAmount(period.downline)}</bdi>
                  </td>
                  <td className={`${styles.td} ${styles.numeric}`}>
                    <bdi>{formatAmount(period.upline)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th className={styles.td} scope="row">{t`Total`}</th>
                <td className={`${styles.td} ${styles.numeric}`}>
                  <bdi>{formatAmount(totals.downline)}</bdi>
                </td>
                <td className={`${styles.td} ${styles.numeric}`}>
                  <bdi>{formatAmount(totals.upline)}</bdi>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        <div aria-hidden="true" className={styles.bars}>
          <div className={styles.legend}>
            <span>
              <span className={styles.swatch.downline} />
              {t`Subordinado`}
            </span>
            <span>
              <span className={styles.swatch.upline} />
              {t`Você`}
            </span>
          </div>
          {periods.map((period) => (
            <div key={period.start} className={styles.barRow}>
              <bdi>{periodText(period.start)}</bdi>
              <div className={styles.barTrack}>
                <div
                  className={styles.bar.downline}
                  style={{ inlineSize: `${(Math.abs(period.downline) / largest) * 100}%` }}
                />
                <div
                  className={styles.bar.upline}
                  style={{ inlineSize: `${(Math.abs(period.upline) / largest) * 100}%` }}
                />
              </div>
            </div>
          ))}
        </div>
      </>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 className={styles.heading} id={headingId}>
        {t`Simulação`}
      </h3>
      <p className={styles.muted}>
        {t`O que cada lado teria ganhado com estes termos, pelos números reais da equipe. Você fica com o que sua própria taxa rende, menos o que paga ao subordinado.`}
      </p>
      {body}
    </section>
  );
}
