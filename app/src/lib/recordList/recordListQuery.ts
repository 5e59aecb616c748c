import type { DateRange, RecordFilter, RecordPage, RecordQuery } from '@sorte/domain';
import { recordFilterKey } from '@sorte/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';

// A record list's server pages (the member centre's records, the agent centre's reports).

/** Rows a page asks the server for while scrolling. */
export const RECORD_PAGE_SIZE = 100;
/** Rows an export asks for at a time, and the most it writes (a longer range is cut, with a message). */
export const EXPORT_PAGE_SIZE = 500;
export const EXPORT_ROW_CAP = 20_000;

/** The query a filter asks for: its dates and its filters, one page. */
export function recordQuery(
  filter: RecordFilter,
  range: DateRange,
  pageNo: number,
  pageSize: number,
): RecordQuery {
  const query: RecordQuery = { range, pageNo, pageSize };
  if (filter.type) query.type = filter.type;
  if (filter.status) query.status = filter.status;
  if (filter.gameCategory) query.gameCategory = filter.gameCategory;
  return query;
}

/** One server page of a record list (a gateway call). */
export type RecordPageFetcher<Row, Totals> = (
  query: RecordQuery,
  options?: { signal?: AbortSignal },
) => Promise<RecordPage<Row, Totals>>;

/**
 * A record list's server pages, asked for one after the other as the list scrolls; the key is the list's own
 * (`listKey`, under the session's) followed by the filter.
 */
export function pagedRecordsQuery<Row, Totals>(
  listKey: readonly unknown[],
  fetchPage: RecordPageFetcher<Row, Totals>,
  filter: RecordFilter,
  range: DateRange,
) {
  return infiniteQueryOptions({
    queryKey: [...listKey, ...recordFilterKey(filter, range)],
    queryFn: ({ pageParam, signal }) =>
      fetchPage(recordQuery(filter, range, pageParam, RECORD_PAGE_SIZE), { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: RecordPage<Row, Totals>, pages) =>
      pages.length < last.totalPages ? pages.length + 1 : undefined,
    staleTime: 30_000,
  });
}
