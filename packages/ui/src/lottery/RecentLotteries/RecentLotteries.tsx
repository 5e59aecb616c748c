import { Trans } from '@lingui/react/macro';
import { type MouseEvent, useId } from 'react';
import { LotteryIcon } from '../LotteryIcon/index.ts';
import type { LotteryGameItem } from '../types.ts';
import * as styles from './RecentLotteries.css.ts';

export interface RecentLotteriesProps {
  /** The player's recent lotteries, newest first; nothing is rendered without any. */
  games: readonly LotteryGameItem[];
  /** The page's gameCode: that chip is marked as the current page. */
  selectedGameCode?: string | null;
  /** The lottery page of a game (the app's route, e.g. `/lottery?gameCode=VN-MB`). */
  hrefFor: (game: LotteryGameItem) => string;
  /** A chip was clicked; call `event.preventDefault()` to route inside the app. */
  onSelect: (game: LotteryGameItem, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A compact row of links to the player's recent lotteries (spec §7 game_menu/recent). */
export function RecentLotteries({ games, selectedGameCode, hrefFor, onSelect }: RecentLotteriesProps) {
  const headingId = useId();
  if (games.length === 0) return null;
  return (
    <nav className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <Trans>Loterias recentes</Trans>
      </h2>
      <ul className={styles.row}>
        {games.map((game) => {
          const current = game.gameCode === selectedGameCode;
          return (
            <li key={game.gameCode} className={styles.item}>
              <a
                className={styles.chip}
                href={hrefFor(game)}
                aria-current={current ? 'page' : undefined}
                onClick={(event) => onSelect(game, event)}
              >
                <LotteryIcon src={game.iconUrl} name={game.gameName} size="small" />
                <span className={styles.name} dir="auto">
                  {game.gameName}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
