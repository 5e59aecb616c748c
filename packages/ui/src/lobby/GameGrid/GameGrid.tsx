import { useLingui } from '@lingui/react/macro';
import { type GameCardModel, LOBBY_PAGE_SIZE } from '@sorte/domain';
import type { ReactNode } from 'react';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { GameCard, type GameCardEvents } from '../GameCard/index.ts';
import { type FailureKind, GridNotice } from '../GridNotice/index.ts';
import * as gridStyles from '../grid.css.ts';
import * as styles from './GameGrid.css.ts';

export interface GameGridProps extends GameCardEvents {
  status: LoadStatus;
  /** The domain's `gameCard` models, in display order. */
  games: readonly GameCardModel[];
  /** Names the list for screen readers (e.g. the tab or section title). */
  label: string;
  /** Games whose favourite change is on its way. */
  pendingFavouriteIds?: ReadonlySet<string>;
  /** Placeholders while loading (a page of the lobby by default). */
  skeletonCount?: number;
  /** Replaces the default "no games" text. */
  emptyMessage?: ReactNode;
  /** How the load failed (status 'error'): its spec §8 text is shown. */
  failure?: FailureKind;
  onRetry?: () => void;
  /** Heading level of the game names. */
  headingLevel?: 2 | 3 | 4;
}

/** A responsive grid of game cards (2 columns on phones up to 6 on wide screens) with its loading, empty and error states. */
export function GameGrid({
  status,
  games,
  label,
  pendingFavouriteIds,
  skeletonCount = LOBBY_PAGE_SIZE,
  emptyMessage,
  failure,
  onRetry,
  headingLevel,
  onPlay,
  onTrial,
  onToggleFavourite,
}: GameGridProps) {
  if (status === 'loading') return <GameGridSkeleton count={skeletonCount} />;
  if (status === 'error') return <GridNotice kind="error" failure={failure} onRetry={onRetry} />;
  if (games.length === 0) return <GridNotice kind="empty" message={emptyMessage} />;
  return (
    <div className={gridStyles.gridContainer}>
      <ul className={gridStyles.grid} aria-label={label}>
        {games.map((game) => (
          <li key={game.id} className={`${gridStyles.gridItem} ${styles.item}`}>
            <GameCard
              game={game}
              favouritePending={pendingFavouriteIds?.has(game.id) ?? false}
              headingLevel={headingLevel}
              onPlay={onPlay}
              onTrial={onTrial}
              onToggleFavourite={onToggleFavourite}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Placeholders with the cards' own sizes, so nothing moves when the games arrive. */
export function GameGridSkeleton({ count = LOBBY_PAGE_SIZE }: { count?: number }) {
  const { t } = useLingui();
  return (
    <div className={gridStyles.gridContainer} aria-busy="true">
      <span className={visuallyHidden} role="status">
        {t`Carregando jogos…`}
      </span>
      <ul className={gridStyles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={gridStyles.gridItem}>
            <div className={styles.skeleton}>
              <div className={styles.skeletonMedia} />
              <div className={styles.skeletonName} />
              <div className={styles.skeletonButton} />
              <div className={styles.skeletonButton} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
