import { createStore } from 'jotai';

export type AppStore = ReturnType<typeof createStore>;

/** One store per page load; tests and stories make a fresh one. */
export function createAppStore(): AppStore {
  return createStore();
}
