import type { LimitKind, LimitPeriod } from '@sorte/domain';
import { LIMIT_KIND_WORDS, LIMIT_PERIOD_WORDS, type PlayerLimitsCalls } from '@sorte/gateway';
import { queryOptions } from '@tanstack/react-query';
import { offeredOrNot } from '../../lib/missingCall/missingCall.ts';

export { playerLimitsCallsAtom } from './limitsGateway.ts';

// The limits centre's calls (issue 26 item 2, readings): the page calls these only.

export const playerLimitsKey = (token: string | null) => ['session', token, 'player-limits'] as const;

/** GET MCS2_getLimits: NOT_OFFERED without it; read afresh on each visit (the use changes with every bet). */
export const playerLimitsQuery = (calls: PlayerLimitsCalls, token: string | null) =>
  queryOptions({
    queryKey: playerLimitsKey(token),
    queryFn: ({ signal }) => offeredOrNot(() => calls.limits({ signal })),
    enabled: token !== null,
    staleTime: 0,
  });

const which = (kind: LimitKind, period: LimitPeriod) => ({
  kind: LIMIT_KIND_WORDS[kind],
  period: LIMIT_PERIOD_WORDS[period],
});

/** Sets a limit (null: removes it): lower at once, higher or removed after the gateway's cooling-off. */
export const setPlayerLimit = (
  calls: PlayerLimitsCalls,
  kind: LimitKind,
  period: LimitPeriod,
  amount: number | null,
) => calls.setLimit({ ...which(kind, period), amount });

export const confirmPlayerLimit = (calls: PlayerLimitsCalls, kind: LimitKind, period: LimitPeriod) =>
  calls.confirmLimit(which(kind, period));

export const cancelPlayerLimitChange = (calls: PlayerLimitsCalls, kind: LimitKind, period: LimitPeriod) =>
  calls.cancelLimitChange(which(kind, period));
