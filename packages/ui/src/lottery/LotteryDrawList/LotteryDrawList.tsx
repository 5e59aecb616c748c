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
import * as styles from './LotteryDrawList.css.ts';

export interface LotteryDrawListProps {
  /** The latest opened draw of each game (spec §7 opened numbers). */
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

const SKELETON_ROWS = 4;

/** The latest results: each game's draw number, time and numbers as balls. */
export function LotteryDrawList({ draws, status, locale, timeZone, failure, onRetry }: LotteryDrawListProps) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <Trans>Últimos resultados</Trans>
      </h2>
      {status === 'loading' ? (
        <div aria-busy="true">
          <p role="status" className={visuallyHidden}>
            {t`Carregando resultados…`}
          </p>
          <ul className={styles.list} aria-hidden="true">
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} className={styles.item}>
                <span className={`${skeleton} ${styles.skeletonLine}`} />
                <span className={`${skeleton} ${styles.skeletonBalls}`} />
              </li>
            ))}
          </ul>
        </div>
      ) : status === 'error' ? (
        <LotteryNotice
          kind="error"
          message={t`Não foi possível carregar os resultados.`}
          failure={failure}
          onRetry={onRetry}
        />
      ) : draws.length === 0 ? (
        <LotteryNotice kind="empty" message={t`Nenhum resultado por enquanto.`} />
      ) : (
        <ul className={styles.list}>
          {draws.map((draw) => (
            <li key={`${draw.gameCode}:${draw.numero}`} className={styles.item}>
              <div className={styles.head}>
                <h3 className={styles.gameName} dir="auto">
                  {draw.gameName ?? draw.gameCode}
                </h3>
                {draw.openTime === undefined ? null : (
                  <time className={styles.time} dateTime={new Date(draw.openTime).toISOString()}>
                    <bdi>{formatDrawTime(draw.openTime, locale, timeZone)}</bdi>
                  </time>
                )}
              </div>
              <p className={styles.numero}>
                <Trans>
                  Sorteio <bdi dir="ltr">{draw.numero}</bdi>
                </Trans>
              </p>
              <LotteryBalls numbers={draw.numbers} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
