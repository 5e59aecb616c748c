import type { DomainCheck, SystemStatusKind } from '@sorte/domain';
import type { PermissionInfo } from '@sorte/gateway';
import { atom } from 'jotai';

export type SystemState =
  | { status: 'loading' }
  | { status: 'ready'; kind: SystemStatusKind; ip: string | null }
  | { status: 'error' };

/** Spec §4 System status, checked at start: normal, maintenance or region restricted. */
export const systemStateAtom = atom<SystemState>({ status: 'loading' });

/** Enabled white-label modules (spec §6 switches), loaded at start. */
export const whiteLabelModulesAtom = atom<ReadonlySet<string>>(new Set<string>());

/** True once the white-label answer (or its failure) is in: forms whose shape depends on a switch wait for it. */
export const whiteLabelSettledAtom = atom(false);

export const onlineAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine);

/** Permission info (spec §7): social channels, customer-service entries, CDNs. Null until loaded or when unavailable. */
export const permissionAtom = atom<PermissionInfo | null>(null);

/** Spec §8 domain check against the gateway's domain routes; 'unchecked' until answered, or when it cannot tell. */
export const domainCheckAtom = atom<DomainCheck>('unchecked');
