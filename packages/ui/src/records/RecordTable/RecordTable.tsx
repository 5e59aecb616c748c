import { useLingui } from '@lingui/react/macro';
import { type CsvCell, gatewayErrorMessage } from '@sorte/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  memo,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import type { LoadStatus } from '../../components/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import * as styles from './RecordTable.css.ts';

/** One column of a record list: its header (also the CSV header), its cell, and its CSV value. */
export interface RecordColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell in a CSV export: amounts as plain numbers, text as shown. */
  csv: (row: Row) => CsvCell;
  /** Amounts line up at the end. */
  align?: 'start' | 'end';
  /** The column's grid track on wide screens (default `minmax(7rem, 1fr)`; in a `fit` table `minmax(5.5rem, 1fr)`). */
  width?: string;
  /**
   * The rows can be ordered by this column: its header is a button (`onSort`) and carries `aria-sort`. Only while the
   * columns show: stacked rows have no header, so the page offers its own order control there.
   */
  sort?: { direction: 'ascending' | 'descending' | 'none'; onSort: () => void };
  /**
   * A figure some gateways never give (the account record's balance after): the column shows only when a row
   * loaded has it, never as a column of dashes.
   */
  givenIn?: (row: Row) => boolean;
}

/** The columns worth showing for these rows: a column the gateway may not fill goes when no row has it. */
export function columnsGiven<Row>(columns: readonly RecordColumn<Row>[], rows: readonly Row[]) {
  return columns.filter((column) => column.givenIn === undefined || rows.some(column.givenIn));
}

export interface RecordTableProps<Row> {
  /** Names the table (its caption, for screen readers and the scroller's label). */
  label: string;
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Rows in the whole filtered range (the server's count), beyond those loaded. */
  total: number;
  status: LoadStatus;
  failure?: FailureKind;
  onRetry?: () => void;
  /** More server pages exist: asked for with `onLoadMore` as the list is scrolled near its end. */
  hasMore?: boolean;
  loadingMore?: boolean;
  /** Loading the next page failed: its §8 text (`failure`) and a retry are offered at the list's end. */
  loadMoreFailed?: boolean;
  onLoadMore?: () => void;
  emptyMessage?: ReactNode;
  /** A row's height on wide screens, in px (phone rows are measured). */
  rowHeight?: number;
  /**
   * The columns share the container's width, their cells wrapping, rather than each taking its widest content: the
   * table scrolls sideways only when the container is narrower than the columns' minimum widths.
   */
  fit?: boolean;
}

interface RecordCellsProps<Row> {
  row: Row;
  columns: readonly RecordColumn<Row>[];
}

/**
 * A row's cells, drawn again only when the row or the columns change: scrolling and measuring move the rows (their
 * `transform`) many times a second, and re-rendering every cell then (formatting amounts and dates, translating
 * labels) was most of that work.
 */
const RecordCells = memo(function RecordCells<Row>({ row, columns }: RecordCellsProps<Row>) {
  return columns.map((column) => (
    <td key={column.id} className={column.align === 'end' ? `${styles.cell} ${styles.end}` : styles.cell}>
      <span className={styles.cellLabel} aria-hidden="true">
        {column.header}
      </span>
      <span className={styles.cellValue}>{column.cell(row)}</span>
    </td>
  ));
}) as <Row>(props: RecordCellsProps<Row>) => ReactNode;

/** Rows from the end at which the next page is asked for. */
const LOAD_AHEAD = 15;
/** Below this width (RecordTable.css.ts's 40rem) rows are stacked: a line of about this height per column. */
const STACKED_BELOW_PX = 640;
const STACKED_LINE_PX = 20;
const STACKED_PADDING_PX = 18;

/**
 * A long record list: a table whose rows are windowed (@tanstack/react-virtual) inside a scroller with a
 * sticky header, asking for the next server page as it nears the end. On a narrow container every row is a stacked
 * card of label and value. Loading, empty and failed states in place of the rows.
 */
export function RecordTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  total,
  status,
  failure,
  onRetry,
  hasMore = false,
  loadingMore = false,
  loadMoreFailed = false,
  onLoadMore,
  emptyMessage,
  rowHeight = 48,
  fit = false,
}: RecordTableProps<Row>) {
  const { t, i18n } = useLingui();
  const scrollerRef = useRef<HTMLElement>(null);
  const captionId = useId();
  // The estimate is asked for every unmeasured row (thousands) each time a row is measured: the scroller's width is
  // read once a task, not once a row (each read can force a layout).
  const widthThisTask = useRef<number | null>(null);
  const scrollerWidth = () => {
    if (widthThisTask.current === null) {
      widthThisTask.current = scrollerRef.current?.clientWidth ?? Number.POSITIVE_INFINITY;
      queueMicrotask(() => {
        widthThisTask.current = null;
      });
    }
    return widthThisTask.current;
  };
  const stacked = useStackedWhenColumnsOverflow(scrollerRef, status === 'error' || rows.length === 0);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollerRef.current,
    // A stacked row (phones) is a line per column: estimated so, a jump far down lands where it should at once.
    estimateSize: () =>
      stacked || scrollerWidth() < STACKED_BELOW_PX
        ? columns.length * STACKED_LINE_PX + STACKED_PADDING_PX
        : rowHeight,
    overscan: 6,
    getItemKey: (index) => rowKey(rows[index] as Row),
  });
  // The estimate depends on the scroller's width, known once it is laid out, and on whether rows are stacked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `stacked` changes the estimate
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, stacked]);
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && !loadMoreFailed && lastIndex >= rows.length - LOAD_AHEAD) onLoadMore?.();
  }, [hasMore, loadingMore, loadMoreFailed, lastIndex, rows.length, onLoadMore]);

  if (status === 'error') return <GridNotice kind="error" failure={failure} onRetry={onRetry} />;
  if (status === 'ready' && rows.length === 0)
    return <GridNotice kind="empty" message={emptyMessage ?? t`Nenhum registro neste período.`} />;

  const template = {
    '--record-columns': columns
      .map((column) => column.width ?? (fit ? 'minmax(5.5rem, 1fr)' : 'minmax(7rem, 1fr)'))
      .join(' '),
  } as CSSProperties;
  return (
    <div className={stacked ? `${styles.root} ${styles.stacked}` : styles.root} style={template}>
      <section
        ref={scrollerRef}
        className={styles.scroller}
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus to scroll by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        aria-busy={status === 'loading' || loadingMore || undefined}
      >
        <table aria-rowcount={total + 1} className={fit ? `${styles.table} ${styles.fitted}` : styles.table}>
          <caption id={captionId} className={styles.caption}>
            {label}
          </caption>
          <thead className={styles.head}>
            <tr aria-rowindex={1} className={styles.headRow}>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={column.align === 'end' ? `${styles.headCell} ${styles.end}` : styles.headCell}
                  aria-sort={column.sort?.direction}
                >
                  {column.sort ? (
                    <button type="button" className={styles.sortButton} onClick={column.sort.onSort}>
                      {column.header}
                      <span
                        className={styles.sortMark}
                        data-direction={column.sort.direction}
                        aria-hidden="true"
                      >
                        {column.sort.direction === 'ascending'
                          ? '▲'
                          : column.sort.direction === 'descending'
                            ? '▼'
                            : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          {status === 'loading' ? null : (
            <tbody className={styles.body} style={{ blockSize: `${virtualizer.getTotalSize()}px` }}>
              {items.map((item) => {
                const row = rows[item.index] as Row;
                return (
                  <tr
                    key={item.key}
                    ref={virtualizer.measureElement}
                    data-index={item.index}
                    data-stripe={item.index % 2 === 1 || undefined}
                    aria-rowindex={item.index + 2}
                    className={styles.row}
                    style={{ transform: `translateY(${item.start}px)` }}
                  >
                    <RecordCells row={row} columns={columns} />
                  </tr>
                );
              })}
            </tbody>
          )}
        </table>
        {status === 'loading' ? (
          <div className={styles.loading}>
            <Spinner />
            <span>{t`Carregando registros…`}</span>
          </div>
        ) : null}
        {loadingMore ? (
          <p className={styles.more} role="status">
            <Spinner size="small" />
            {t`Carregando mais registros…`}
          </p>
        ) : null}
        {loadMoreFailed ? (
          <div className={styles.more} role="alert">
            <span>
              {t`Não foi possível carregar mais registros.`}{' '}
              {i18n._(gatewayErrorMessage(failure ?? 'unknown'))}
            </span>
            <Button tone="secondary" size="small" onClick={onLoadMore}>
              <Icon name="refresh" size="small" />
              {t`Tentar novamente`}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}

/**
 * Issue 23 defect 4: a table whose columns do not fit its container is stacked (each row a card) rather than
 * scrolled sideways, where money columns hid behind the scroll with no hint. It stacks when the table is wider than
 * the scroller, and goes back to columns only once the scroller is as wide as the table needed (no flip-flop).
 */
function useStackedWhenColumnsOverflow(
  scrollerRef: RefObject<HTMLElement | null>,
  noTable: boolean,
): boolean {
  const [stacked, setStacked] = useState(false);
  const neededPx = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the table comes and goes with `noTable`: observe the new one
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      const table = scroller.querySelector('table');
      const width = scroller.clientWidth;
      setStacked((previous) => {
        if (previous) return width < neededPx.current;
        if (table && table.scrollWidth > width + 1) {
          neededPx.current = table.scrollWidth;
          return true;
        }
        return false;
      });
    };
    const observer = new ResizeObserver(check);
    observer.observe(scroller);
    const table = scroller.querySelector('table');
    if (table) observer.observe(table);
    check();
    return () => observer.disconnect();
  }, [scrollerRef, noTable]);
  return stacked;
}
