import { enabledModules, systemStatusKind } from '@sorte/domain';
import type { CoreGatewayClient } from '@sorte/gateway';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../queryKeys.ts';

/**
 * The gateway's answers the whole site depends on, read once at start (bootstrap/startup.ts) and read by the
 * atoms of state/systemAtoms.ts. Nothing on screen observes them as queries, so they are never collected.
 */
const startupRead = { gcTime: Number.POSITIVE_INFINITY, staleTime: Number.POSITIVE_INFINITY } as const;

/** Spec §4 System status: normal, maintenance or region restricted, with the address the gateway saw. */
export const systemStatusQuery = (gateway: CoreGatewayClient) =>
  queryOptions({
    queryKey: queryKeys.systemStatus(),
    queryFn: ({ signal }) =>
      gateway.system
        .status({ signal })
        .then((value) => ({ kind: systemStatusKind(value.status), ip: value.ip ?? null })),
    ...startupRead,
  });

/** Spec §6 white-label switches: the enabled module ids of the tree. */
export const whiteLabelQuery = (gateway: CoreGatewayClient) =>
  queryOptions({
    queryKey: queryKeys.whiteLabel(),
    queryFn: ({ signal }) => gateway.system.whiteLabel({ signal }).then(enabledModules),
    ...startupRead,
  });

/** Permission info (spec §7): social channels, customer-service entries, CDNs. */
export const permissionQuery = (gateway: CoreGatewayClient) =>
  queryOptions({
    queryKey: queryKeys.permission(),
    queryFn: ({ signal }) => gateway.system.permission({ signal }),
    ...startupRead,
  });

/** Spec §8 domain check: whether the gateway's domain routes list the host this page is served from. */
export const domainCheckQuery = (gateway: CoreGatewayClient, host: string) =>
  queryOptions({
    queryKey: queryKeys.domainCheck(),
    // The host matching loads beside the call, out of the first-load JS (the 130 KB budget for `/`).
    queryFn: async ({ signal }) => {
      const [entries, { domainCheck }] = await Promise.all([
        gateway.system.domainRoute({ signal }),
        import('../domainCheck.ts'),
      ]);
      return domainCheck(entries, host);
    },
    ...startupRead,
  });

/** The domain routes as the gateway lists them (§2 mirror site list): read when that page opens. */
export const domainRoutesQuery = (gateway: CoreGatewayClient) =>
  queryOptions({
    queryKey: queryKeys.domainRoutes(),
    queryFn: ({ signal }) => gateway.system.domainRoute({ signal }),
    staleTime: 10 * 60_000,
  });
