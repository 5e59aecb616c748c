import type { AgentHomeCalls } from '@sorte/gateway';
import { queryOptions } from '@tanstack/react-query';

/** GET /wps/agent/announcements (session-scoped: logout clears it with the session's queries). */
export const agentAnnouncementsQuery = (calls: AgentHomeCalls, token: string | null) =>
  queryOptions({
    queryKey: ['session', token, 'agentAnnouncements'] as const,
    queryFn: ({ signal }) => calls.announcements({ signal }),
    enabled: token !== null,
    select: (list) =>
      list
        .map((item, index) => ({ ...item, id: item.id ?? `announcement-${index}` }))
        .sort((a, b) => (b.timestamp ?? 0) - (a.timestamp ?? 0)),
  });
