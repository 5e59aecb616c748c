import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';

/** How long an answer counts as fresh: back and forward, and a page visited again, show it without a request. */
export const DEFAULT_STALE_MS = 60_000;

/**
 * One QueryClient per store (per page load; tests and stories make a fresh one). It never retries: the gateway client
 * owns retries (a GET its table marks retriable, after a network failure or a 5xx: up to three tries with backoff,
 * packages/gateway/src/retry.ts), so a read is never tried six times; a timeout or a refusal is final. Refetch on focus and on
 * reconnect is off by default: the few reads that follow the player's money or messages (balance, unread count) turn
 * it on in their own options.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_MS,
        gcTime: 5 * 60_000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The store's QueryClient (set by `createAppStore`): what the atoms of jotai-tanstack-query use too. */
export function queryClientOf(store: Pick<ReturnType<typeof createStore>, 'get'>): QueryClient {
  return store.get(queryClientAtom);
}

/** The key prefix of everything that belongs to the logged-in account (spec §3 token). */
export const sessionKey = (token: string | null) => ['session', token] as const;

/**
 * Logout, an expired session or a new login: every session-scoped answer goes (and any read of it still out is
 * cancelled), whatever its token. The one place the session's server data is cleared.
 */
export function clearSessionQueries(client: QueryClient): void {
  const session: QueryKey = ['session'];
  void client.cancelQueries({ queryKey: session });
  client.removeQueries({ queryKey: session });
}
