import type { BreakLength, ExclusionLength } from '@sorte/domain';
import type { PausesCalls } from '@sorte/gateway';
import { queryOptions } from '@tanstack/react-query';
import { offeredOrNot } from '../missingCall/missingCall.ts';

export { pausesCallsAtom } from './pausesGateway.ts';

// Take a break and self-exclusion (issue 26 item 5, readings): shared by the limits centre, the deposit page and the
// pages a pause locks; these are their only calls.

export const pauseStatusKey = (token: string | null) => ['session', token, 'pause-status'] as const;

/** GET MCS2_getPause: the pause in force or null; NOT_OFFERED without it (the gateway's refusals still explain). */
export const pauseStatusQuery = (calls: PausesCalls, token: string | null) =>
  queryOptions({
    queryKey: pauseStatusKey(token),
    queryFn: ({ signal }) => offeredOrNot(() => calls.pauseStatus({ signal })),
    enabled: token !== null,
    staleTime: 0,
  });

export const takeBreak = (calls: PausesCalls, length: BreakLength) => calls.takeBreak({ length });

export const selfExclude = (calls: PausesCalls, length: ExclusionLength) => calls.selfExclude({ length });
