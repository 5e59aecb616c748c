import { type SessionPosition, sessionPosition, todayIn } from '@sorte/domain';
import type { PlaySessionCalls, RecordsCalls, SessionSummaryReading } from '@sorte/gateway';
import { queryOptions } from '@tanstack/react-query';
import { type NotOffered, offeredOrNot } from '../../lib/missingCall/missingCall.ts';

export { playSessionCallsAtom, sessionRecordsCallsAtom } from './sessionClockGateway.ts';

// The session clock's and the reality check's calls (issue 26 items 3 and 4, readings): the host and the setting
// call these only.

export const sessionSummaryKey = (token: string | null) => ['session', token, 'session-summary'] as const;

/** How often the session's figures are read again while the player plays (the clock itself ticks locally). */
export const SUMMARY_REFRESH_MS = 60_000;

/** GET MCS2_getSessionSummary: NOT_OFFERED without it (the host falls back to the betting record). */
export const sessionSummaryQuery = (calls: PlaySessionCalls, token: string | null) =>
  queryOptions<SessionSummaryReading | NotOffered>({
    queryKey: sessionSummaryKey(token),
    queryFn: ({ signal }) => offeredOrNot(() => calls.sessionSummary({ signal })),
    enabled: token !== null,
    staleTime: SUMMARY_REFRESH_MS,
    refetchInterval: SUMMARY_REFRESH_MS,
  });

/** The bets read from the betting record at most (the first page, newest first): enough for one session. */
const SESSION_BETS_PAGE = 200;

/**
 * The session's stakes and wins from the §7 betting record, for a gateway without the summary: the bets of the days
 * the session spans, placed since it began. NOT_OFFERED when the record is missing too (the clock shows alone).
 */
export const sessionBetsQuery = (
  calls: RecordsCalls,
  token: string | null,
  startedAt: number | null,
  enabled: boolean,
) =>
  queryOptions<SessionPosition | NotOffered>({
    queryKey: ['session', token, 'session-bets', startedAt] as const,
    queryFn: async ({ signal }) => {
      const since = startedAt ?? Date.now();
      const page = await offeredOrNot(() =>
        calls.bets(
          {
            range: { start: todayIn(since), end: todayIn(Date.now()) },
            pageNo: 1,
            pageSize: SESSION_BETS_PAGE,
          },
          { signal },
        ),
      );
      if (typeof page === 'string') return page;
      const bets = page.rows.filter((bet) => Date.parse(bet.time) >= since);
      return sessionPosition(bets.map((bet) => ({ stake: bet.betAmount, payout: bet.payout })));
    },
    enabled: enabled && token !== null && startedAt !== null,
    staleTime: SUMMARY_REFRESH_MS,
    refetchInterval: SUMMARY_REFRESH_MS,
  });

/** POST MCS2_setRealityCheck: the interval in whole minutes. */
export const setRealityCheckInterval = (calls: PlaySessionCalls, minutes: number) =>
  calls.setRealityCheck({ minutes });
