import { addDays, todayIn } from '@sorte/domain';
import { DownlineProfile } from '@sorte/ui/agent';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { renderRouterLink } from '../../../layout/renderRouterLink.tsx';
import { failureKind } from '../../../lib/errors/index.ts';
import { loadStatusOf } from '../../../lib/loadStatus.ts';
import { isCallMissing, rememberMissing } from '../../../lib/missingCall/missingCall.ts';
import { useRecordFormats } from '../../../lib/recordList/useRecordFormats.ts';
import { sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { agentTeamCallsAtom } from './agentTeamGateway.ts';
import { downlineProfileQuery } from './api.ts';

/** The days a profile's figures cover, today included (platform calendar). */
const PROFILE_DAYS = 30;

/**
 * Issue 23 item 6: one downline's profile, opened from its row of the downline list. On a gateway without the call it
 * says so once, and the list then offers no profile links (`rememberMissing`).
 */
export function DownlineProfilePage({ account, backHref }: { account: string; backHref: string }) {
  const calls = useAtomValue(agentTeamCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const formats = useRecordFormats();
  const client = useQueryClient();
  const [period] = useState(() => {
    const today = todayIn(Date.now());
    return { start: addDays(today, -(PROFILE_DAYS - 1)), end: today };
  });
  const profile = useQuery(downlineProfileQuery(calls, token, account, period));
  const missing = profile.isError && isCallMissing(profile.error);
  useEffect(() => {
    if (missing) rememberMissing(client, 'downlineProfile', profile.error);
  }, [client, missing, profile.error]);

  return (
    <DownlineProfile
      account={account}
      status={loadStatusOf(profile)}
      {...(profile.data ? { profile: profile.data } : {})}
      period={period}
      notOffered={missing}
      failure={failureKind(profile.error)}
      onRetry={() => void profile.refetch()}
      backHref={backHref}
      renderLink={renderRouterLink}
      formats={formats}
    />
  );
}
