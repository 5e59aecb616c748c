import type { DateRange, RecordFilter } from '@sorte/domain';
import {
  type CsvExportOutcome,
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
import { useCallback, useMemo, useState } from 'react';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { failureKind } from '../errors/index.ts';
import { type PageOf, type RecordListName, recordListQuery, recordQuery } from './api.ts';
import { csvFileName, downloadCsv, recordsCsv } from './csvExport.ts';
import * as styles from './records.css.ts';
import { recordsCallsAtom } from './recordsGateway.ts';
import { type AllowedFilters, useRecordFilter } from './useRecordFilter.ts';

type RowOf<Name extends RecordListName> = PageOf<Name>['rows'][number];
type TotalsOf<Name extends RecordListName> = PageOf<Name>['totals'];

export interface RecordListPageProps<Name extends RecordListName> {
  name: Name;
  /** The table's name (and the CSV file's first word). */
  label: string;
  fileName: string;
  columns: readonly RecordColumn<RowOf<Name>>[];
  rowKey: (row: RowOf<Name>) => string;
  /** The totals' cards for the range's totals (undefined until the first page arrives). */
  totalItems: (totals: TotalsOf<Name> | undefined) => RecordTotal[];
  selects?: readonly RecordFilterSelect[];
  allowed?: AllowedFilters;
}

const NO_FILTERS: AllowedFilters = {};

/**
 * One record list of the member centre: the filter in the URL, the server's pages as the table scrolls
 * (useInfiniteQuery, keyed by the filter), the range's totals, and a CSV of exactly what the filter shows.
 */
export function RecordListPage<Name extends RecordListName>({
  name,
  label,
  fileName,
  columns,
  rowKey,
  totalItems,
  selects,
  allowed = NO_FILTERS,
}: RecordListPageProps<Name>) {
  const calls = useAtomValue(recordsCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const { filter, range, today, setFilter } = useRecordFilter(allowed);
  const list = useInfiniteQuery(recordListQuery(calls, token, name, filter, range));
  const pages = list.data?.pages as PageOf<Name>[] | undefined;
  const rows = useMemo(() => pages?.flatMap((page) => page.rows as RowOf<Name>[]) ?? [], [pages]);
  const first = pages?.[0];
  const totals = totalItems(first?.totals as TotalsOf<Name> | undefined);
  const exporter = useCsvExport(name, filter, range, columns, `${fileName}`);

  const loadMore = useCallback(() => void list.fetchNextPage(), [list.fetchNextPage]);
  const status = list.isError && rows.length === 0 ? 'error' : list.isPending ? 'loading' : 'ready';
  return (
    <div className={styles.page}>
      <RecordFilters value={filter} today={today} onChange={setFilter} selects={selects} />
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
        columns={columns}
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
      />
    </div>
  );
}

function useCsvExport<Name extends RecordListName>(
  name: Name,
  filter: RecordFilter,
  range: DateRange,
  columns: readonly RecordColumn<RowOf<Name>>[],
  fileName: string,
) {
  const calls = useAtomValue(recordsCallsAtom);
  const [exporting, setExporting] = useState<{ fetched: number } | null>(null);
  const [outcome, setOutcome] = useState<CsvExportOutcome | null>(null);
  const run = useCallback(async () => {
    setOutcome(null);
    setExporting({ fetched: 0 });
    try {
      const fetchPage = calls[name] as (query: ReturnType<typeof recordQuery>) => Promise<PageOf<Name>>;
      const result = await recordsCsv(
        (pageNo, pageSize) =>
          fetchPage(recordQuery(filter, range, pageNo, pageSize)) as Promise<
            PageOf<Name> & { rows: RowOf<Name>[] }
          >,
        columns,
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
  }, [calls, name, filter, range, columns, fileName]);
  return { run: () => void run(), exporting, outcome };
}
