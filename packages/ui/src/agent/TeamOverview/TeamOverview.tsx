import { useLingui } from '@lingui/react/macro';
import {
  COUNT_FIGURES,
  type FigureChange,
  figureChange,
  TEAM_FIGURES,
  type TeamFigure,
  type TeamFigures,
  type TeamOverview as TeamOverviewData,
} from '@sorte/domain';
import { memo } from 'react';
import type { LoadStatus } from '../../components/index.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import type { RecordFormats } from '../../records/formats.ts';
import * as styles from './TeamOverview.css.ts';
import { TeamOverviewChart } from './TeamOverviewChart.tsx';

export interface TeamOverviewProps {
  status: LoadStatus;
  /** The period's figures and days (ready). */
  overview?: TeamOverviewData;
  /** The same figures of the period of the same length just before; absent while they load (no change shown). */
  previous?: TeamFigures;
  formats: Pick<RecordFormats, 'money' | 'date'>;
  failure?: FailureKind;
  onRetry?: () => void;
}

/** The figures' names, shared by the overview and its CSV export. */
export function useTeamFigureLabels(): Record<TeamFigure, string> {
  const { t } = useLingui();
  return {
    teamSize: t`Membros da equipe`,
    activeMembers: t`Membros ativos`,
    newMembers: t`Novos membros`,
    bets: t`Apostas`,
    validBets: t`Apostas válidas`,
    deposits: t`Depósitos`,
    withdrawals: t`Saques`,
    loss: t`Perda da equipe`,
    income: t`Receita`,
  };
}

/**
 * Spec §2 agentTeamOverview: the team's size, active and new members, bets, valid bets, deposits, withdrawals, loss
 * and income for a period, each with its change against the period before (an arrow and words, not colour alone),
 * and the period's valid bets day by day as a chart with a table beside it.
 */
export const TeamOverview = memo(function TeamOverview({
  status,
  overview,
  previous,
  formats,
  failure,
  onRetry,
}: TeamOverviewProps) {
  const { t, i18n } = useLingui();
  const labels = useTeamFigureLabels();
  if (status === 'error') return <GridNotice kind="error" failure={failure} onRetry={onRetry} />;
  const show = (figure: TeamFigure, value: number) =>
    COUNT_FIGURES.includes(figure) ? i18n.number(value) : formats.money(value);
  const changeText = (change: FigureChange) => {
    if (change.direction === 'same') return t`igual ao período anterior`;
    if (change.percent === null)
      return change.direction === 'up'
        ? t`acima do período anterior (era zero)`
        : t`abaixo do período anterior`;
    const percent = i18n.number(change.percent / 100, { style: 'percent', maximumFractionDigits: 1 });
    return change.direction === 'up'
      ? t`${percent} acima do período anterior`
      : t`${percent} abaixo do período anterior`;
  };
  const ready = status === 'ready' && overview !== undefined;
  if (ready && overview.figures.teamSize === 0)
    return <GridNotice kind="empty" message={t`Sua equipe não tinha membros neste período.`} />;

  return (
    <div className={styles.root} aria-busy={!ready || undefined}>
      <dl className={styles.figures}>
        {TEAM_FIGURES.map((figure) => {
          const change = ready && previous ? figureChange(overview.figures[figure], previous[figure]) : null;
          return (
            <div key={figure} className={styles.figure}>
              <dt className={styles.term}>{labels[figure]}</dt>
              <dd className={styles.value}>
                {ready ? (
                  <bdi>{show(figure, overview.figures[figure])}</bdi>
                ) : (
                  <span className={styles.placeholder}>—</span>
                )}
              </dd>
              {change ? (
                <dd className={`${styles.change} ${styles.direction[change.direction]}`}>
                  <span aria-hidden="true">
                    {change.direction === 'up' ? '▲' : change.direction === 'down' ? '▼' : '='}
                  </span>
                  <span>{changeText(change)}</span>
                </dd>
              ) : null}
            </div>
          );
        })}
      </dl>
      {ready && overview.days.length > 1 ? (
        <TeamOverviewChart days={overview.days} formats={formats} />
      ) : null}
    </div>
  );
});
