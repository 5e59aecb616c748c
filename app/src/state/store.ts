import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { createQueryClient } from '../lib/queryClient.ts';
import { memberCacheVersionAtom } from './sessionAtoms.ts';
import { systemCacheVersionAtom } from './systemAtoms.ts';

export type AppStore = ReturnType<typeof createStore>;

/** One store per page load, with its own QueryClient; tests and stories make a fresh one. */
export function createAppStore(): AppStore {
  const store = createStore();
  const client = createQueryClient();
  store.set(queryClientAtom, client);
  // memberAtom and the system atoms read their queries' answers: they are told when one changes.
  client.getQueryCache().subscribe((event) => {
    const [scope, , name] = event.query.queryKey;
    if (scope === 'session' && name === 'member') store.set(memberCacheVersionAtom, (version) => version + 1);
    else if (scope === 'system') store.set(systemCacheVersionAtom, (version) => version + 1);
  });
  return store;
}
