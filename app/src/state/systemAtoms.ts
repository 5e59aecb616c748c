import type { DomainCheck, SystemStatusKind } from '@sorte/domain';
import type { PermissionInfo } from '@sorte/gateway';
import type { QueryKey } from '@tanstack/react-query';
import { atom, type Getter } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { queryKeys } from '../lib/queryKeys.ts';

export type SystemState =
  | { status: 'loading' }
  | { status: 'ready'; kind: SystemStatusKind; ip: string | null }
  | { status: 'error' };

/** Bumped by the store's QueryClient whenever a system answer changes (see `createAppStore`). */
export const systemCacheVersionAtom = atom(0);

/**
 * The start-up reads (lib/system/api.ts) as the atoms the site reads them through: plain reads of the
 * QueryClient, kept current by `systemCacheVersionAtom`, so code outside React (the login flow, a game launch)
 * reads them with `store.get` as components do.
 */
function systemRead<T>(get: Getter, key: QueryKey) {
  get(systemCacheVersionAtom);
  return get(queryClientAtom).getQueryState<T>(key);
}

/** Spec §4 System status, checked at start: normal, maintenance or region restricted. */
export const systemStateAtom = atom<SystemState>((get) => {
  const read = systemRead<{ kind: SystemStatusKind; ip: string | null }>(get, queryKeys.systemStatus());
  if (read?.data) return { status: 'ready', ...read.data };
  return read?.status === 'error' ? { status: 'error' } : { status: 'loading' };
});

const NO_MODULES: ReadonlySet<string> = new Set<string>();

/** Enabled white-label modules (spec §6 switches), loaded at start; none until then. */
export const whiteLabelModulesAtom = atom(
  (get) => systemRead<ReadonlySet<string>>(get, queryKeys.whiteLabel())?.data ?? NO_MODULES,
);

/** True once the white-label answer (or its failure) is in: forms whose shape depends on a switch wait for it. */
export const whiteLabelSettledAtom = atom((get) => {
  const status = systemRead(get, queryKeys.whiteLabel())?.status;
  return status === 'success' || status === 'error';
});

export const onlineAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine);

/** Permission info (spec §7): social channels, customer-service entries, CDNs. Null until loaded or when unavailable. */
export const permissionAtom = atom(
  (get) => systemRead<PermissionInfo>(get, queryKeys.permission())?.data ?? null,
);

/** Spec §8 domain check against the gateway's domain routes; 'unchecked' until answered, or when it cannot tell. */
export const domainCheckAtom = atom(
  (get) => systemRead<DomainCheck>(get, queryKeys.domainCheck())?.data ?? 'unchecked',
);
