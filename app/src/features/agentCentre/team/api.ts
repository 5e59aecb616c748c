import type { DateRange } from '@sorte/domain';
import type { AgentTeamCalls, DownlineAnswer } from '@sorte/gateway';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';

/** Downlines a server page holds while the list scrolls. */
export const DOWNLINE_PAGE_SIZE = 100;

export const teamKeys = {
  all: (token: string | null) => ['session', token, 'agentTeam'] as const,
  overview: (token: string | null, range: DateRange) =>
    ['session', token, 'agentTeam', 'overview', range.start, range.end] as const,
  downlines: (token: string | null, parentId: string | null, search: string) =>
    ['session', token, 'agentTeam', 'downlines', parentId, search] as const,
  profile: (token: string | null, account: string, range: DateRange) =>
    ['session', token, 'agentTeam', 'profile', account, range.start, range.end] as const,
};

/** The team's figures of a range (the period shown, or the one before it to compare with). */
export const teamOverviewQuery = (calls: AgentTeamCalls, token: string | null, range: DateRange) =>
  queryOptions({
    queryKey: teamKeys.overview(token, range),
    queryFn: ({ signal }) => calls.overview(range, { signal }),
    staleTime: 60_000,
  });

/** One level of the team (or a search of all of it), a server page at a time as the list scrolls. */
export const downlinesQuery = (
  calls: AgentTeamCalls,
  token: string | null,
  parentId: string | null,
  search: string,
) =>
  infiniteQueryOptions({
    queryKey: teamKeys.downlines(token, parentId, search),
    queryFn: ({ pageParam, signal }) =>
      calls.downlines(
        {
          ...(parentId ? { parentId } : {}),
          ...(search ? { account: search } : {}),
          pageNo: pageParam,
          pageSize: DOWNLINE_PAGE_SIZE,
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: DownlineAnswer, pages) =>
      pages.length < last.totalPages ? pages.length + 1 : undefined,
    staleTime: 30_000,
  });

/** One downline's profile: its figures over `range` and its contracts (a reading: on a gateway without it, 404). */
export const downlineProfileQuery = (
  calls: AgentTeamCalls,
  token: string | null,
  account: string,
  range: DateRange,
) =>
  queryOptions({
    queryKey: teamKeys.profile(token, account, range),
    queryFn: ({ signal }) => calls.profile(account, range, { signal }),
    staleTime: 30_000,
  });

/** After a transfer (or an unknown outcome): the downlines' balances and the figures are read again. */
export function rereadTeam(client: QueryClient, token: string | null) {
  return client.invalidateQueries({ queryKey: teamKeys.all(token) });
}
