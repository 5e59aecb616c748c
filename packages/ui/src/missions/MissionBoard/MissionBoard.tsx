import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  type LeaderboardEntry,
  leaderboardSections,
  type Mission,
  type MissionState,
  missionFraction,
  missionState,
} from '@sorte/domain';
import { type CashierMoneyProps, useCashierMoney } from '../../cashier/money.ts';
import { Button } from '../../components/Button/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import { skeleton } from '../../lottery/skeleton.css.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './MissionBoard.css.ts';

export interface MissionBoardProps extends CashierMoneyProps {
  missions: { status: LoadStatus; failure?: FailureKind; items: readonly Mission[] };
  leaderboard: { status: LoadStatus; failure?: FailureKind; entries: readonly LeaderboardEntry[] };
  /** Epoch ms: a mission past its end is over. */
  now: number;
  /** The mission whose claim is being sent. */
  claimingId?: string | null;
  /** Absent on a gateway without the claim call: a claimable mission says so, with no button. */
  onClaim?: (missionId: string) => void;
  onRetry: () => void;
}

/**
 * Spec §2 missionLeaderboard (§7 MCSFE_getMissionSummaryDetails and MCSFE_getMissionLeaderboard): the member's
 * missions with their progress and what can be claimed, then the leaderboard with its top 3 set apart.
 */
export function MissionBoard({
  missions,
  leaderboard,
  now,
  claimingId = null,
  onClaim,
  onRetry,
  ...moneyProps
}: MissionBoardProps) {
  const { t, i18n } = useLingui();
  const money = useCashierMoney(moneyProps);
  const number = new Intl.NumberFormat(formatLocaleOf(i18n));
  const stateText: Record<MissionState, string> = {
    inProgress: t`Em andamento`,
    claimable: t`Pronta para resgatar`,
    claimed: t`Resgatada`,
    expired: t`Encerrada`,
  };
  const { podium, rest } = leaderboardSections(leaderboard.entries);
  const you = t`(você)`;

  return (
    <div className={styles.root}>
      <section className={styles.section} aria-labelledby="missions-title">
        <h2 id="missions-title" className={styles.repeatedTitle}>
          {t`Missões`}
        </h2>
        {missions.status === 'loading' ? (
          <Loading label={t`Carregando missões`} />
        ) : missions.status === 'error' ? (
          <GridNotice
            kind="error"
            message={t`Não foi possível carregar as missões.`}
            failure={missions.failure}
            onRetry={onRetry}
          />
        ) : missions.items.length === 0 ? (
          <GridNotice kind="empty" message={t`Nenhuma missão no momento.`} />
        ) : (
          <ul className={styles.list}>
            {missions.items.map((mission) => {
              const state = missionState(mission, now);
              const percent = Math.round(missionFraction(mission) * 100);
              const titleId = `mission-${mission.id}`;
              const progressText = t`${number.format(Math.min(mission.progress, mission.target))} de ${number.format(mission.target)}`;
              const reward = money.format(mission.reward);
              return (
                <li key={mission.id} className={styles.mission}>
                  <div className={styles.missionBody}>
                    <h3 id={titleId} className={styles.missionTitle}>
                      {mission.title}
                    </h3>
                    <progress
                      className={styles.bar}
                      max={100}
                      value={percent}
                      aria-labelledby={titleId}
                      aria-valuetext={progressText}
                    />
                    <p className={styles.meta}>
                      <bdi>{progressText}</bdi> · {t`Recompensa`} <bdi>{reward}</bdi>
                    </p>
                  </div>
                  {state === 'claimable' && onClaim ? (
                    <Button
                      size="small"
                      pending={claimingId === mission.id}
                      disabled={claimingId !== null && claimingId !== mission.id}
                      aria-describedby={titleId}
                      onClick={() => {
                        if (claimingId === null) onClaim(mission.id);
                      }}
                    >
                      {t`Resgatar`}
                    </Button>
                  ) : (
                    <span className={styles.state[state]}>{stateText[state]}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="leaderboard-title">
        <h2 id="leaderboard-title" className={styles.title}>
          {t`Classificação`}
        </h2>
        {leaderboard.status === 'loading' ? (
          <Loading label={t`Carregando classificação`} />
        ) : leaderboard.status === 'error' ? (
          <GridNotice
            kind="error"
            message={t`Não foi possível carregar a classificação.`}
            failure={leaderboard.failure}
            onRetry={onRetry}
          />
        ) : leaderboard.entries.length === 0 ? (
          <GridNotice kind="empty" message={t`Ninguém na classificação ainda.`} />
        ) : (
          <>
            <ol className={styles.podium} aria-label={t`Os 3 primeiros`}>
              {podium.map((entry) => (
                <li
                  key={entry.rank}
                  className={`${styles.podiumPlace} ${entry.rank === 1 ? styles.podiumFirst : ''}`}
                >
                  <span className={styles.medal}>
                    <span className={visuallyHidden}>{t`Posição`} </span>
                    {number.format(entry.rank)}
                  </span>
                  <bdi className={styles.podiumName}>
                    {entry.name}
                    {entry.isSelf ? ` ${you}` : ''}
                  </bdi>
                  <bdi>{t`${plural(entry.score, { one: '# ponto', other: '# pontos' })}`}</bdi>
                </li>
              ))}
            </ol>
            {rest.length > 0 ? (
              <table className={styles.table}>
                <caption className={visuallyHidden}>{t`Demais posições`}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={styles.cell}>
                      {t`Posição`}
                    </th>
                    <th scope="col" className={styles.cell}>
                      {t`Jogador`}
                    </th>
                    <th scope="col" className={styles.numberCell}>
                      {t`Pontos`}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rest.map((entry) => (
                    <tr key={entry.rank} className={entry.isSelf ? styles.selfRow : undefined}>
                      <td className={styles.cell}>{number.format(entry.rank)}</td>
                      <td className={styles.cell}>
                        <bdi>{entry.name}</bdi>
                        {entry.isSelf ? ` ${you}` : ''}
                      </td>
                      <td className={styles.numberCell}>{number.format(entry.score)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <>
      <p className={visuallyHidden} role="status">
        {label}
      </p>
      <div className={styles.list} aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <span key={index} className={`${skeleton} ${styles.skeletonRow}`} />
        ))}
      </div>
    </>
  );
}
