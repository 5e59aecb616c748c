import type { GameCardModel } from '@sorte/domain';
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { GameCard } from '../GameCard/index.ts';
import { GameGrid, type GameGridProps } from '../GameGrid/index.ts';
import * as gridStyles from '../grid.css.ts';
import { columnsForWidth, gridGap } from '../gridColumns.ts';
import * as styles from './VirtualGameGrid.css.ts';

export interface VirtualGameGridProps extends Omit<GameGridProps, 'skeletonCount'> {
  /** Rows kept in the DOM above and below the viewport. */
  overscanRows?: number;
}

interface Layout {
  columns: number;
  gap: number;
  /** Height of one row of cards (all cards of one width share a height). */
  rowHeight: number;
}

interface RowRange {
  start: number;
  end: number;
}

/** Until a row is measured: the square artwork plus name and buttons. */
const ESTIMATED_TEXT_HEIGHT = 110;
const FOCUSABLE = 'button, a[href]';

function estimateLayout(width: number): Layout {
  const columns = columnsForWidth(width);
  const gap = gridGap(width);
  const cardWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  return { columns, gap, rowHeight: cardWidth + ESTIMATED_TEXT_HEIGHT };
}

/**
 * A windowed game grid for long lists (favourites load up to 999): the same cards and columns as `GameGrid`, but
 * only the rows near the viewport are in the DOM. It follows the window's scroll (and any scrolling ancestor's)
 * and its own width. Tab and Shift+Tab walk on into rows that are not rendered yet.
 */
export function VirtualGameGrid({
  overscanRows = 2,
  status,
  games,
  label,
  pendingFavouriteIds,
  headingLevel,
  onPlay,
  onTrial,
  onToggleFavourite,
  ...rest
}: VirtualGameGridProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [layout, setLayout] = useState<Layout>(() => estimateLayout(0));
  const [range, setRange] = useState<RowRange>({ start: 0, end: 4 });
  const pendingFocus = useRef<{ index: number; edge: 'first' | 'last' } | null>(null);
  const ready = status === 'ready' && games.length > 0;

  const rowCount = Math.ceil(games.length / layout.columns);
  const stride = layout.rowHeight + layout.gap;

  const updateRange = useCallback(() => {
    const container = containerRef.current;
    if (!container || stride <= 0) return;
    const top = -container.getBoundingClientRect().top;
    const first = Math.max(0, Math.floor(top / stride) - overscanRows);
    const last = Math.min(rowCount, Math.ceil((top + window.innerHeight) / stride) + overscanRows);
    const next = { start: Math.min(first, last), end: last };
    setRange((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
  }, [stride, rowCount, overscanRows]);

  // Width decides the columns; a row's height is read back from the DOM (no guessing at fonts or buttons).
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!ready || !container) return;
    const measure = () => {
      const estimate = estimateLayout(container.clientWidth);
      const firstCard = listRef.current?.querySelector('li');
      const rowHeight = firstCard ? firstCard.getBoundingClientRect().height : estimate.rowHeight;
      setLayout((previous) =>
        previous.columns === estimate.columns &&
        previous.gap === estimate.gap &&
        Math.abs(previous.rowHeight - rowHeight) < 0.5
          ? previous
          : { ...estimate, rowHeight },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => observer.disconnect();
  }, [ready]);

  useLayoutEffect(updateRange, [updateRange]);

  useEffect(() => {
    if (!ready) return;
    let frame = 0;
    const onScroll = () => {
      if (frame === 0) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          updateRange();
        });
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true, capture: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onScroll);
    };
  }, [ready, updateRange]);

  // After Tab or Shift+Tab brought a row in, move focus into it (the browser then scrolls it into view).
  useLayoutEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted) return;
    const item = listRef.current?.querySelector(`[data-index="${wanted.index}"]`);
    const focusables = item ? [...item.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
    const target = wanted.edge === 'first' ? focusables[0] : focusables.at(-1);
    if (target) {
      pendingFocus.current = null;
      target.focus();
    }
  });

  if (!ready) {
    return (
      <GameGrid
        {...rest}
        status={status}
        games={games}
        label={label}
        onPlay={onPlay}
        onTrial={onTrial}
        onToggleFavourite={onToggleFavourite}
      />
    );
  }

  const start = Math.min(range.start, rowCount);
  const end = Math.min(Math.max(range.end, start), rowCount);
  const firstIndex = start * layout.columns;
  const shown: GameCardModel[] = games.slice(firstIndex, end * layout.columns);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'Tab' || !listRef.current) return;
    const focusables = [...listRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const atEnd = !event.shiftKey && document.activeElement === focusables.at(-1);
    const atStart = event.shiftKey && document.activeElement === focusables[0];
    if (atEnd && end < rowCount) {
      event.preventDefault();
      pendingFocus.current = { index: end * layout.columns, edge: 'first' };
      setRange({ start, end: end + 1 });
    } else if (atStart && start > 0) {
      event.preventDefault();
      pendingFocus.current = { index: start * layout.columns - 1, edge: 'last' };
      setRange({ start: start - 1, end });
    }
  };

  return (
    <div ref={containerRef} className={gridStyles.gridContainer}>
      <ul
        ref={listRef}
        className={`${gridStyles.grid} ${styles.list}`}
        aria-label={label}
        style={{
          gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
          gap: layout.gap,
          paddingBlockStart: start * stride,
          blockSize: Math.max(0, rowCount * stride - layout.gap),
        }}
        onKeyDown={onKeyDown}
      >
        {shown.map((game, offset) => {
          const index = firstIndex + offset;
          return (
            <li
              key={game.id}
              className={gridStyles.gridItem}
              data-index={index}
              aria-posinset={index + 1}
              aria-setsize={games.length}
            >
              <GameCard
                game={game}
                favouritePending={pendingFavouriteIds?.has(game.id) ?? false}
                headingLevel={headingLevel}
                onPlay={onPlay}
                onTrial={onTrial}
                onToggleFavourite={onToggleFavourite}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
