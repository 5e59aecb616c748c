import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { createQueryClient } from '../lib/queryClient.ts';
import { memberCacheVersionAtom } from './sessionAtoms.ts';

export type AppStore = ReturnType<typeof createStore>;

/** One store per page load, with its own QueryClient; tests and stories make a fresh one. */
export function createAppStore(options: Parameters<typeof createQueryClient>[0] = {}): AppStore {
  const store = createStore();
  const client = createQueryClient(options);
  store.set(queryClientAtom, client);
  // memberAtom reads the member query's answer: it is told when one changes.
  client.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] === 'session' && event.query.queryKey[2] === 'member')
      store.set(memberCacheVersionAtom, (version) => version + 1);
  });
  return store;
}
