import { isGatewayError } from '@sorte/gateway/answers';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';

/** How long an answer counts as fresh: back and forward, and a page visited again, show it without a request. */
export const DEFAULT_STALE_MS = 60_000;

/** Reads are tried once more after a network failure or a timeout; a 4xx or a business refusal is final. */
export const READ_RETRIES = 1;

/**
 * A failed read is worth one more try only when the network (or the gateway's clock) failed it: the gateway
 * client already retries idempotent GETs itself, and a refusal (4xx, a business code, an invalid answer) would
 * only be refused again.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return (
    failureCount < READ_RETRIES &&
    isGatewayError(error) &&
    (error.kind === 'network' || error.kind === 'timeout')
  );
}

/**
 * One QueryClient per store (per page load; tests and stories make a fresh one). Refetch on focus and on
 * reconnect is off by default: the few reads that follow the player's money or messages (balance, unread count)
 * turn it on in their own options.
 */
export function createQueryClient({ retryDelayMs = 1000 }: { retryDelayMs?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_MS,
        gcTime: 5 * 60_000,
        retry: shouldRetryRead,
        retryDelay: retryDelayMs,
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
