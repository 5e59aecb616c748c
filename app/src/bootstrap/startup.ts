import { loadMember } from '../features/session/sessionActions.ts';
import { queryClientOf } from '../lib/queryClient.ts';
import { domainCheckQuery, permissionQuery, systemStatusQuery, whiteLabelQuery } from '../lib/system/api.ts';
import { requiredGatewayAtom } from '../state/configAtoms.ts';
import { sessionTokenAtom } from '../state/sessionAtoms.ts';
import type { AppStore } from '../state/store.ts';

/**
 * What the site needs from the gateway at start: system status, white-label switches, permission info, the domain
 * check (§8), and the member on a reload. The member is asked at once (what the account may do depends on its
 * type); the system calls wait for `systemAfter` when given. A failed read stays in its query as an error: a failed
 * status shows as unknown; a failed white label, permission or domain check (like an empty list) blocks nothing.
 * The permission path is not in the spec (configurable): a gateway without it leaves the social links empty.
 */
export async function loadStartupData(
  store: AppStore,
  { systemAfter }: { systemAfter?: Promise<void> } = {},
) {
  const gateway = store.get(requiredGatewayAtom);
  const client = queryClientOf(store);
  const member = store.get(sessionTokenAtom) ? loadMember(store).catch(() => undefined) : Promise.resolve();
  await systemAfter;
  const host = globalThis.location?.host ?? '';
  await Promise.all([
    client.fetchQuery(systemStatusQuery(gateway)).catch(() => undefined),
    client.fetchQuery(whiteLabelQuery(gateway)).catch(() => undefined),
    client.fetchQuery(permissionQuery(gateway)).catch(() => undefined),
    client.fetchQuery(domainCheckQuery(gateway, host)).catch(() => undefined),
    member,
  ]);
}
