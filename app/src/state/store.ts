import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { createQueryClient } from '../lib/queryClient.ts';

export type AppStore = ReturnType<typeof createStore>;

/** One store per page load, with its own QueryClient; tests and stories make a fresh one. */
export function createAppStore(options: Parameters<typeof createQueryClient>[0] = {}): AppStore {
  const store = createStore();
  store.set(queryClientAtom, createQueryClient(options));
  return store;
}
