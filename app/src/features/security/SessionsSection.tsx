import { ActiveSessions } from '@sorte/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { accountSecurityCallsAtom } from '../../lib/accountSecurityGateway.ts';
import { failureKind, failureText } from '../../lib/errors/index.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import {
  actionFailureText,
  isOffered,
  NOT_OFFERED,
  rememberMissing,
  useCallKnownMissing,
} from '../../lib/missingCall/missingCall.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { activeSessionsQuery, endOtherSessions, endSession } from './api.ts';

/**
 * Security centre: the signed-in devices (GET MCS2_getActiveSessions), each other one ended on its own
 * (MCS2_endSession) or all at once after a confirmation (MCS2_endOtherSessions); the list is read again after each.
 * Readings: without the list a note says so; an ending answered as not offered is said once, then hidden.
 */
export function SessionsSection() {
  const calls = useAtomValue(accountSecurityCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const client = useQueryClient();
  const query = activeSessionsQuery(calls, token);
  const sessions = useQuery(query);
  const refresh = () => client.invalidateQueries({ queryKey: query.queryKey });
  const endOne = useMutation({
    mutationKey: ['end-session'],
    mutationFn: (sessionId: string) => endSession(calls, sessionId),
    onError: (error) => rememberMissing(client, 'endSession', error),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationKey: ['end-other-sessions'],
    mutationFn: () => endOtherSessions(calls),
    onError: (error) => rememberMissing(client, 'endOtherSessions', error),
    onSettled: refresh,
  });
  const endOneMissing = useCallKnownMissing('endSession');
  const endOthersMissing = useCallKnownMissing('endOtherSessions');
  const failed = endOne.error ?? endOthers.error;

  return (
    <ActiveSessions
      status={loadStatusOf(sessions)}
      {...(sessions.isError ? { failure: failureKind(sessions.error) } : {})}
      onRetry={() => void sessions.refetch()}
      sessions={isOffered(sessions.data) ? sessions.data : []}
      notOffered={sessions.data === NOT_OFFERED}
      {...(endOneMissing
        ? {}
        : {
            onEndSession: (id: string) => {
              endOthers.reset();
              endOne.mutate(id);
            },
          })}
      {...(endOne.isPending && endOne.variables !== undefined ? { endingId: endOne.variables } : {})}
      {...(endOthersMissing
        ? {}
        : {
            onEndOthers: () => {
              endOne.reset();
              endOthers.mutate();
            },
          })}
      endingOthers={endOthers.isPending}
      {...(failed ? { error: actionFailureText(failed, failureText) } : {})}
    />
  );
}
