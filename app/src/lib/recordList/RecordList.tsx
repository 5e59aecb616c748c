import type { DateRange, OpeningPeriod, RecordFilter, RecordPage } from '@sorte/domain';
import {
  type CsvExportOutcome,
  columnsGiven,
  ExportCsvButton,
  type RecordColumn,
  type RecordFilterSelect,
  RecordFilters,
  RecordTable,
  type RecordTotal,
  RecordTotals,
} from '@sorte/ui/records';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { formatLocaleAtom } from '../../i18n/formats.ts';
import { failureKind } from '../errors/index.ts';
import { isCallMissing } from '../missingCall/missingCall.ts';
import { NotOfferedNote } from '../missingCall/NotOfferedNote.tsx';
import { csvFileName, downloadCsv, recordsCsv } from './csvExport.ts';
import * as styles from './recordList.css.ts';
import { pagedRecordsQuery, type RecordPageFetcher, recordQuery } from './recordListQuery.ts';
import { type AllowedFilters, useRecordFilter } from './useRecordFilter.ts';

export interface RecordListShared<Row, Totals> {
  /** The table's name (and the CSV file's first word). */
  label: string;
  fileName: string;
  columns: readonly RecordColumn<Row>[];
  rowKey: (row: Row) => string;
  /** The totals' cards for the range's totals (undefined until the first page arrives). */
  totalItems: (totals: Totals | undefined) => RecordTotal[];
  selects?: readonly RecordFilterSelect[];
  allowed?: AllowedFilters;
  /** The columns share the page's width rather than each taking its widest content (RecordTable `fit`). */
  fit?: boolean;
  /** What the list shows before the player picks a period (domain OPENING_PERIODS); today by default. */
  opening?: OpeningPeriod;
}

export interface RecordListProps<Row, Totals> extends RecordListShared<Row, Totals> {
  /** The list's query key (under the session's); anything that changes what `fetchPage` answers belongs in it. */
  listKey: readonly unknown[];
  fetchPage: RecordPageFetcher<Row, Totals>;
  /** Controls of the list beyond the record filter (a self/team switch, an account search), shown above it. */
  toolbar?: ReactNode;
}

const NO_FILTERS: AllowedFilters = {};

/**
 * A record list: the filter in the URL, the server's pages as the table scrolls (useInfiniteQuery, keyed by the
 * filter), the range's totals, and a CSV of exactly what the filter shows. The member centre's records and the agent
 * centre's reports. Without its call (a gateway that does not offer it), a note in its place.
 */
export function RecordList<Row, Totals>({
  listKey,
  fetchPage,
  toolbar,
  label,
  fileName,
  columns,
  rowKey,
  totalItems,
  selects,
  allowed = NO_FILTERS,
  fit = false,
  opening,
}: RecordListProps<Row, Totals>) {
  const { filter, range, today, setFilter } = useRecordFilter(allowed, opening);
  const list = useInfiniteQuery(pagedRecordsQuery(listKey, fetchPage, filter, range));
  const pages = list.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.rows) ?? [], [pages]);
  const first = pages?.[0];
  const totals = totalItems(first?.totals);
  const shownColumns = useMemo(() => columnsGiven(columns, rows), [columns, rows]);
  const exporter = useCsvExport(fetchPage, filter, range, shownColumns, fileName);

  const loadMore = useCallback(() => void list.fetchNextPage(), [list.fetchNextPage]);
  const status = list.isError && rows.length === 0 ? 'error' : list.isPending ? 'loading' : 'ready';
  // Every record list's call is a reading (issue 24 item 4): on a gateway without it the list is not there.
  if (status === 'error' && isCallMissing(list.error)) return <NotOfferedNote />;
  return (
    <div className={styles.page}>
      {toolbar}
      <RecordFilters value={filter} today={today} range={range} onChange={setFilter} selects={selects} />
      <div className={styles.summary}>
        <RecordTotals count={first?.total ?? 0} totals={totals} pending={list.isPending} />
        <ExportCsvButton
          onExport={exporter.run}
          total={first?.total ?? 0}
          exporting={exporter.exporting}
          outcome={exporter.outcome}
        />
      </div>
      <RecordTable
        label={label}
        columns={shownColumns}
        rows={rows}
        rowKey={rowKey}
        total={first?.total ?? 0}
        status={status}
        failure={failureKind(list.error)}
        onRetry={() => void list.refetch()}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        loadMoreFailed={list.isFetchNextPageError}
        onLoadMore={loadMore}
        fit={fit}
      />
    </div>
  );
}

function useCsvExport<Row, Totals>(
  fetchPage: RecordPageFetcher<Row, Totals>,
  filter: RecordFilter,
  range: DateRange,
  columns: readonly RecordColumn<Row>[],
  fileName: string,
) {
  const locale = useAtomValue(formatLocaleAtom);
  const [exporting, setExporting] = useState<{ fetched: number } | null>(null);
  const [outcome, setOutcome] = useState<CsvExportOutcome | null>(null);
  const run = useCallback(async () => {
    setOutcome(null);
    setExporting({ fetched: 0 });
    try {
      const result = await recordsCsv(
        (pageNo, pageSize): Promise<RecordPage<Row, unknown>> =>
          fetchPage(recordQuery(filter, range, pageNo, pageSize)),
        columns,
        locale,
        (fetched) => setExporting({ fetched }),
      );
      downloadCsv(result.csv, csvFileName(fileName, range));
      setOutcome(
        result.exported < result.total
          ? { kind: 'capped', exported: result.exported, total: result.total }
          : { kind: 'done', exported: result.exported },
      );
    } catch (error) {
      setOutcome({ kind: 'failed', failure: failureKind(error) });
    } finally {
      setExporting(null);
    }
  }, [fetchPage, filter, range, columns, fileName, locale]);
  return { run: () => void run(), exporting, outcome };
}
