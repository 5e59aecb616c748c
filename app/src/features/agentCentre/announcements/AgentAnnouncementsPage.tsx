import { PLATFORM_TIME_ZONE } from '@sorte/domain';
import { AgentAnnouncementList } from '@sorte/ui/agent';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { formatLocaleAtom } from '../../../i18n/formats.ts';
import { failureKind } from '../../../lib/errors/index.ts';
import { loadStatusOf } from '../../../lib/loadStatus.ts';
import { isCallMissing } from '../../../lib/missingCall/missingCall.ts';
import { NotOfferedNote } from '../../../lib/missingCall/NotOfferedNote.tsx';
import { sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { agentHomeCallsAtom } from '../agentHomeGateway.ts';
import { agentAnnouncementsQuery } from './api.ts';

/** agentAnnouncement (§2 Agent menu): the announcements for agents, dated in the platform's time zone. */
export function AgentAnnouncementsPage() {
  const calls = useAtomValue(agentHomeCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const locale = useAtomValue(formatLocaleAtom);
  const announcements = useQuery(agentAnnouncementsQuery(calls, token));
  const [page, setPage] = useState(1);
  const formatDate = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: PLATFORM_TIME_ZONE });
    return (ms: number) => format.format(ms);
  }, [locale]);
  // A reading (§2 names no call, issue 24 item 4): a gateway without it has no agent announcements to show.
  if (announcements.isError && isCallMissing(announcements.error)) return <NotOfferedNote />;
  return (
    <AgentAnnouncementList
      status={loadStatusOf(announcements)}
      failure={announcements.isError ? failureKind(announcements.error) : undefined}
      onRetry={() => void announcements.refetch()}
      announcements={announcements.data ?? []}
      page={page}
      onPageChange={setPage}
      formatDate={formatDate}
    />
  );
}
