import { domainCheck, enabledModules, systemStatusKind } from '@sorte/domain';
import { loadMember } from '../features/session/sessionActions.ts';
import { requiredGatewayAtom } from '../state/configAtoms.ts';
import { sessionTokenAtom } from '../state/sessionAtoms.ts';
import type { AppStore } from '../state/store.ts';
import {
  domainCheckAtom,
  permissionAtom,
  systemStateAtom,
  whiteLabelModulesAtom,
  whiteLabelSettledAtom,
} from '../state/systemAtoms.ts';

/**
 * What the site needs from the gateway at start: system status, white-label switches, permission info, the domain
 * check (§8), and the member on a reload. The member is asked at once (what the account may do depends on its type); the system
 * calls wait for `systemAfter` when given.
 */
export async function loadStartupData(
  store: AppStore,
  { systemAfter }: { systemAfter?: Promise<void> } = {},
) {
  const gateway = store.get(requiredGatewayAtom);
  const member = store.get(sessionTokenAtom) ? loadMember(store).catch(() => undefined) : Promise.resolve();
  await systemAfter;
  const status = gateway.system
    .status()
    .then((value) =>
      store.set(systemStateAtom, {
        status: 'ready',
        kind: systemStatusKind(value.status),
        ip: value.ip ?? null,
      }),
    )
    .catch(() => store.set(systemStateAtom, { status: 'error' }));
  const whiteLabel = gateway.system
    .whiteLabel()
    .then((tree) => store.set(whiteLabelModulesAtom, enabledModules(tree)))
    .catch(() => undefined)
    .finally(() => store.set(whiteLabelSettledAtom, true));
  // The permission path is not in the spec (configurable): a gateway without it leaves the social links empty.
  const permission = gateway.system
    .permission()
    .then((info) => store.set(permissionAtom, info))
    .catch(() => undefined);
  // §8 domain check. Reading: a failed call, like an empty list, does not block the site.
  const domain = gateway.system
    .domainRoute()
    .then((entries) => store.set(domainCheckAtom, domainCheck(entries, globalThis.location?.host ?? '')))
    .catch(() => undefined);
  await Promise.all([status, whiteLabel, permission, domain, member]);
}
