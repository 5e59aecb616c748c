import { useLingui } from '@lingui/react/macro';
import type { TeamDay } from '@sorte/domain';
import { useId } from 'react';
import type { RecordFormats } from '../../records/formats.ts';
import * as styles from './TeamOverview.css.ts';

export interface TeamOverviewChartProps {
  days: readonly TeamDay[];
  formats: Pick<RecordFormats, 'money' | 'date'>;
}

const WIDTH = 300;
const HEIGHT = 100;

/**
 * The period's valid bets day by day as bars: hand-written SVG (a chart library would cost tens of KB for a handful
 * of rectangles), with a summary for screen readers and the same figures as a table under it.
 */
export function TeamOverviewChart({ days, formats }: TeamOverviewChartProps) {
  const { t } = useLingui();
  const titleId = useId();
  const highest = Math.max(...days.map((day) => day.validBets), 0);
  const best = days.find((day) => day.validBets === highest);
  const slot = WIDTH / days.length;
  const gap = Math.min(2, slot * 0.2);
  const first = days[0];
  const last = days.at(-1);
  const description =
    best && highest > 0
      ? t`Maior dia: ${formats.date(best.date)}, ${formats.money(highest)}.`
      : t`Nenhuma aposta válida no período.`;
  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.chartTitle}>
        {t`Apostas válidas por dia`}
      </figcaption>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${t`Apostas válidas por dia`}. ${description}`}
      >
        {days.map((day, index) => {
          const height = highest > 0 ? (day.validBets / highest) * (HEIGHT - 2) : 0;
          return (
            <rect
              key={day.date}
              className={styles.bar}
              x={index * slot + gap / 2}
              y={HEIGHT - height}
              width={Math.max(slot - gap, 0.5)}
              height={height}
            />
          );
        })}
        <line className={styles.axis} x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
      </svg>
      {first && last ? (
        <div className={styles.axisLabels} aria-hidden="true">
          <bdi>{formats.date(first.date)}</bdi>
          <bdi>{formats.date(last.date)}</bdi>
        </div>
      ) : null}
      <details className={styles.details}>
        <summary className={styles.summary}>{t`Ver os dias em tabela`}</summary>
        <table className={styles.table}>
          <caption className={styles.term}>{t`Apostas válidas e receita por dia`}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>{t`Dia`}</th>
              <th scope="col" className={styles.numberCell}>{t`Apostas válidas`}</th>
              <th scope="col" className={styles.numberCell}>{t`Receita`}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row" className={styles.cell}>
                  <bdi>{formats.date(day.date)}</bdi>
                </th>
                <td className={styles.numberCell}>
                  <bdi>{formats.money(day.validBets)}</bdi>
                </td>
                <td className={styles.numberCell}>
                  <bdi>{formats.money(day.income)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
