import { useLingui } from '@lingui/react/macro';
import { formatMoney, type WinnerEntryLike, type WinnerRow, winnerBoard } from '@sorte/domain';
import { useId } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { inlineVars } from '../../theme/inlineVars.ts';
import { useReducedMotion } from '../useReducedMotion.ts';
import * as styles from './WinnerBoard.css.ts';

export interface WinnerBoardProps {
  /** ODSFE2_getWinnerBoard value.list, as received: the board sorts, keeps 20 and masks the names. */
  entries: readonly WinnerEntryLike[] | null | undefined;
  /** The player's chosen language's BCP 47 tag, for the prize amounts. */
  locale: string;
  /** ISO 4217 currency code of the prizes (or a symbol without one). */
  currency: string;
  /** The player stopped the scrolling with the pause control (WCAG 2.2.2); the rows then scroll by hand. */
  paused: boolean;
  onPausedChange: (paused: boolean) => void;
  /** Overrides the user's prefers-reduced-motion setting. */
  reducedMotion?: boolean;
}

const medalClass = [styles.medal.gold, styles.medal.silver, styles.medal.bronze] as const;

/** Seconds each scrolling row stays in view. */
const SECONDS_PER_ROW = 2.5;

/**
 * The home winner board (spec §3, §9): the top 20 by prize, the top 3 fixed with medals and the rest scrolling
 * (paused by its button, on hover and on focus; a static list under reduced motion). Fixed height.
 */
export function WinnerBoard({
  entries,
  locale,
  currency,
  paused,
  onPausedChange,
  reducedMotion,
}: WinnerBoardProps) {
  const { t } = useLingui();
  const reduced = useReducedMotion(reducedMotion);
  const headingId = useId();
  const board = winnerBoard(entries);
  const moving = !reduced && !paused && board.scrolling.length > 0;

  const row = (winner: WinnerRow, medal: boolean) => (
    <tr key={winner.rank} className={styles.row}>
      <td className={styles.rank}>
        {medal ? (
          <span className={medalClass[winner.rank - 1]} role="img" aria-label={t`${winner.rank}º lugar`}>
            {winner.rank}
          </span>
        ) : (
          <span className={styles.rankNumber}>{winner.rank}</span>
        )}
      </td>
      <td className={styles.player} dir="auto">
        {winner.player}
      </td>
      <td className={styles.game} dir="auto">
        {winner.gameName}
      </td>
      <td className={styles.prize}>
        <bdi>{formatMoney(winner.winAmount, { currency, locale })}</bdi>
      </td>
    </tr>
  );

  const columns = (
    <colgroup>
      <col className={styles.rankColumn} />
      <col />
      <col className={styles.gameColumn} />
      <col className={styles.prizeColumn} />
    </colgroup>
  );

  const headers = (className: string) => (
    <thead className={className}>
      <tr className={styles.row}>
        <th scope="col" className={styles.rank}>
          #
        </th>
        <th scope="col">{t`Jogador`}</th>
        <th scope="col">{t`Nome do jogo`}</th>
        <th scope="col" className={styles.prize}>
          {t`Prêmio`}
        </th>
      </tr>
    </thead>
  );

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {t`Ganhadores`}
        </h2>
        {!reduced && board.scrolling.length > 0 ? (
          <button
            type="button"
            className={styles.control}
            aria-label={paused ? t`Retomar a rolagem dos ganhadores` : t`Pausar a rolagem dos ganhadores`}
            onClick={() => onPausedChange(!paused)}
          >
            <Icon name={paused ? 'play' : 'pause'} size="inline" />
          </button>
        ) : null}
      </div>
      {board.fixed.length === 0 ? (
        <p className={styles.empty}>{t`Ainda não há ganhadores.`}</p>
      ) : (
        <>
          <table className={styles.table} aria-labelledby={headingId}>
            {columns}
            {headers(styles.head)}
            <tbody className={styles.fixed}>{board.fixed.map((winner) => row(winner, true))}</tbody>
          </table>
          {board.scrolling.length > 0 ? (
            // Scrolls by hand when still, so it must then be reachable by keyboard.
            <div
              className={moving ? styles.viewport.moving : styles.viewport.still}
              tabIndex={moving ? undefined : 0}
            >
              <table
                className={moving ? `${styles.table} ${styles.track}` : styles.table}
                aria-label={t`Mais ganhadores`}
                style={inlineVars({ [styles.lapDuration]: `${board.scrolling.length * SECONDS_PER_ROW}s` })}
              >
                {columns}
                {headers(visuallyHidden)}
                <tbody>{board.scrolling.map((winner) => row(winner, false))}</tbody>
                {moving ? (
                  <tbody aria-hidden="true">{board.scrolling.map((winner) => row(winner, false))}</tbody>
                ) : null}
              </table>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
