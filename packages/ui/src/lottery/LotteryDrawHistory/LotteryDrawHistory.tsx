import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { LoadStatus } from '../../components/loadStatus.ts';
import type { FailureKind } from '../../lobby/GridNotice/index.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { formatDrawTime } from '../format.ts';
import { LotteryBalls } from '../LotteryBalls/index.ts';
import { LotteryNotice } from '../LotteryNotice/index.ts';
import { skeleton } from '../skeleton.css.ts';
import type { LotteryDrawItem } from '../types.ts';
import * as styles from './LotteryDrawHistory.css.ts';

export interface LotteryDrawHistoryProps {
  /** The selected game's name, for the heading. */
  gameName: string;
  /** Its opened draws, newest first (spec §7 numeros/opened/game). */
  draws: readonly LotteryDrawItem[];
  status: LoadStatus;
  /** BCP 47 tag for dates and times. */
  locale: string;
  /** IANA zone of the times; the browser's own when omitted. */
  timeZone?: string;
  /** How the load failed (status 'error'): its spec §8 text is shown. */
  failure?: FailureKind;
  onRetry: () => void;
}

const SKELETON_ROWS = 5;

/** The selected game's draw history as a table: draw number, time and numbers. */
export function LotteryDrawHistory({
  gameName,
  draws,
  status,
  locale,
  timeZone,
  failure,
  onRetry,
}: LotteryDrawHistoryProps) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <Trans>Histórico de sorteios: {gameName}</Trans>
      </h2>
      {status === 'loading' ? (
        <div aria-busy="true" className={styles.skeletonRows}>
          <p role="status" className={visuallyHidden}>
            {t`Carregando o histórico…`}
          </p>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <span key={index} className={`${skeleton} ${styles.skeletonRow}`} aria-hidden="true" />
          ))}
        </div>
      ) : status === 'error' ? (
        <LotteryNotice
          kind="error"
          message={t`Não foi possível carregar o histórico.`}
          failure={failure}
          onRetry={onRetry}
        />
      ) : draws.length === 0 ? (
        <LotteryNotice kind="empty" message={t`Este jogo ainda não tem sorteios.`} />
      ) : (
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                <Trans>Sorteio</Trans>
              </th>
              <th scope="col" className={styles.headCell}>
                <Trans>Horário</Trans>
              </th>
              <th scope="col" className={styles.headCell}>
                <Trans>Números</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {draws.map((draw) => (
              <tr key={draw.numero} className={styles.row}>
                <th scope="row" className={styles.numeroCell}>
                  <bdi dir="ltr">{draw.numero}</bdi>
                </th>
                <td className={styles.timeCell}>
                  {draw.openTime === undefined ? (
                    '—'
                  ) : (
                    <time dateTime={new Date(draw.openTime).toISOString()}>
                      <bdi>{formatDrawTime(draw.openTime, locale, timeZone)}</bdi>
                    </time>
                  )}
                </td>
                <td className={styles.cell}>
                  <div className={styles.numbers}>
                    <LotteryBalls numbers={draw.numbers} size="small" />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
