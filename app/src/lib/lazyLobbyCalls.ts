import type { LobbyCalls } from '@sorte/gateway';
import type { AppStore } from '../state/store.ts';

/**
 * The lobby's call table for a query asked from the shell (first load): its schemas come with the first such
 * query, not with the entry.
 */
export async function lazyLobbyCalls(store: AppStore): Promise<LobbyCalls> {
  const { lobbyCallsAtom } = await import('./lobbyGateway.ts');
  return store.get(lobbyCallsAtom);
}
