import type { AccountCalls, MemberIcon } from '@sorte/gateway';
import { queryOptions } from '@tanstack/react-query';

/** GET /wps/member/info/icon (session-scoped): the chosen avatar and the options, for the dropdown and the security centre. */
export const memberIconQuery = (calls: AccountCalls, token: string | null) =>
  queryOptions({
    queryKey: ['session', token, 'memberIcon'] as const,
    queryFn: ({ signal }) => calls.memberIcon({ signal }),
    enabled: token !== null,
  });

/** The chosen option, whether the gateway names the chosen icon by its URL or by its id. */
export function chosenMemberIcon(data: MemberIcon | undefined): { id?: string; url?: string } {
  if (!data?.icon) return {};
  const option = data.options.find(({ id, url }) => url === data.icon || id === data.icon);
  return option ?? { url: data.icon };
}
