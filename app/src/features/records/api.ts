import type { DateRange, RecordFilter, RecordPage, RecordQuery } from '@sorte/domain';
import { recordFilterKey } from '@sorte/domain';
import type { RecordsCalls } from '@sorte/gateway';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

/** Rows a page asks the server for while scrolling. */
export const RECORD_PAGE_SIZE = 100;
/** Rows an export asks for at a time, and the most it writes (a longer range is cut, with a message). */
export const EXPORT_PAGE_SIZE = 500;
export const EXPORT_ROW_CAP = 20_000;

export type RecordListName = 'bets' | 'transactions' | 'profit' | 'bonuses';

export type PageOf<Name extends RecordListName> = Awaited<ReturnType<RecordsCalls[Name]>>;

export const recordKeys = {
  all: (token: string | null) => ['session', token, 'records'] as const,
  list: (token: string | null, name: RecordListName, filter: RecordFilter, range: DateRange) =>
    ['session', token, 'records', name, ...recordFilterKey(filter, range)] as const,
  rebates: (token: string | null) => ['session', token, 'records', 'rebates'] as const,
};

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

/** A record list's server pages, asked for one after the other as the list scrolls; the key is the filter. */
export function recordListQuery<Name extends RecordListName>(
  calls: RecordsCalls,
  token: string | null,
  name: Name,
  filter: RecordFilter,
  range: DateRange,
) {
  const fetchPage = calls[name] as (
    query: RecordQuery,
    options?: { signal?: AbortSignal },
  ) => Promise<PageOf<Name>>;
  return infiniteQueryOptions({
    queryKey: recordKeys.list(token, name, filter, range),
    queryFn: ({ pageParam, signal }) =>
      fetchPage(recordQuery(filter, range, pageParam, RECORD_PAGE_SIZE), { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: RecordPage<unknown, unknown>, pages) =>
      pages.length < last.totalPages ? pages.length + 1 : undefined,
    staleTime: 30_000,
  });
}

export const rebatesQuery = (calls: RecordsCalls, token: string | null) =>
  queryOptions({
    queryKey: recordKeys.rebates(token),
    queryFn: ({ signal }) => calls.rebates({ signal }),
    staleTime: 15_000,
  });
