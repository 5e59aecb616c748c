import { LoginHistory } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { accountSecurityCallsAtom } from '../../lib/accountSecurityGateway.ts';
import { failureKind } from '../../lib/errors/index.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { isOffered, NOT_OFFERED } from '../../lib/missingCall/missingCall.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { loginHistoryQuery } from './api.ts';

/** Security centre: the recent logins (GET MCS2_getLoginHistory, a reading; without it a note says so). */
export function LoginHistorySection() {
  const calls = useAtomValue(accountSecurityCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const history = useQuery(loginHistoryQuery(calls, token));
  return (
    <LoginHistory
      status={loadStatusOf(history)}
      {...(history.isError ? { failure: failureKind(history.error) } : {})}
      onRetry={() => void history.refetch()}
      entries={isOffered(history.data) ? history.data : []}
      notOffered={history.data === NOT_OFFERED}
    />
  );
}
