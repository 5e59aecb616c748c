import { type Atom, atom, useAtomValue } from 'jotai';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

interface CacheEntry {
  data: unknown;
  at: number;
}

const MAX_ENTRIES = 120;
const FRESH_MS = 60_000;

/** Per store (so tests and stories never share answers): the last answers by key, oldest first. */
export const queryCacheAtom = atom(() => new Map<string, CacheEntry>());

export type QueryState<T> =
  | { status: 'idle'; data: undefined; previous: undefined }
  | { status: 'loading'; data: undefined; previous: T | undefined }
  | { status: 'ready'; data: T; previous: undefined }
  | { status: 'error'; data: undefined; previous: T | undefined; error: unknown };

/** Per store: reads started before their page rendered (see `prefetchQuery`), by key, until they settle. */
export const pendingQueriesAtom = atom(() => new Map<string, Promise<unknown>>());

function fresh(entry: CacheEntry | undefined, now: number): entry is CacheEntry {
  return entry !== undefined && now - entry.at < FRESH_MS;
}

/**
 * Starts a read before the component that shows it has rendered (its code may still be on the way): the answer
 * goes into the cache, and a `useGatewayQuery` of the same key mounted meanwhile waits for this read instead of
 * sending its own.
 */
export function prefetchQuery<T>(
  store: { get: <V>(anAtom: Atom<V>) => V },
  key: string,
  load: () => Promise<T>,
): Promise<T> | undefined {
  const cache = store.get(queryCacheAtom);
  const pending = store.get(pendingQueriesAtom);
  if (pending.has(key) || fresh(cache.get(key), Date.now())) return undefined;
  const promise = load().then((data) => {
    cache.set(key, { data, at: Date.now() });
    return data;
  });
  pending.set(key, promise);
  const done = () => pending.delete(key);
  promise.then(done, done);
  return promise;
}

/**
 * A gateway read keyed by `key` (null: nothing to load). A fresh cached answer shows at once (back and forward
 * do not flash skeletons); while a new key loads, the last answer stays available as `previous` so a page
 * change can keep the old grid dimmed instead of blanking it. A newer key aborts the older request.
 *
 * Answers render as a transition, in slices that leave the main thread free for input (no long tasks while a
 * page fills in); `urgent` renders at once, for what the page's largest paint waits for (the home banner).
 */
export function useGatewayQuery<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { urgent = false }: { urgent?: boolean } = {},
): QueryState<T> & { retry: () => void } {
  const cache = useAtomValue(queryCacheAtom);
  const pending = useAtomValue(pendingQueriesAtom);
  const loadRef = useRef(load);
  loadRef.current = load;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<QueryState<T>>(() => {
    const hit = key === null ? undefined : cache.get(key);
    return fresh(hit, Date.now())
      ? { status: 'ready', data: hit.data as T, previous: undefined }
      : ({
          status: key === null ? 'idle' : 'loading',
          data: undefined,
          previous: undefined,
        } as QueryState<T>);
  });
  const lastData = useRef<T | undefined>(state.data);
  if (state.status === 'ready') lastData.current = state.data;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle', data: undefined, previous: undefined });
      return;
    }
    const hit = cache.get(key);
    if (fresh(hit, Date.now())) {
      setState({ status: 'ready', data: hit.data as T, previous: undefined });
      return;
    }
    const controller = new AbortController();
    const settle = (next: QueryState<T>) => {
      if (controller.signal.aborted) return;
      if (urgent) setState(next);
      else startTransition(() => setState(next));
    };
    setState({ status: 'loading', data: undefined, previous: lastData.current });
    const started = pending.get(key) as Promise<T> | undefined;
    (started ?? loadRef.current(controller.signal)).then(
      (data) => {
        cache.delete(key);
        cache.set(key, { data, at: Date.now() });
        if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
        settle({ status: 'ready', data, previous: undefined });
      },
      (error: unknown) => settle({ status: 'error', data: undefined, previous: lastData.current, error }),
    );
    return () => controller.abort();
  }, [key, attempt, cache, pending, urgent]);

  const retry = useCallback(() => {
    if (key !== null) cache.delete(key);
    setAttempt((n) => n + 1);
  }, [key, cache]);
  return { ...state, retry };
}

/** Forget cached answers whose key starts with `prefix` (after a favourite or a launch changes them). */
export function forgetQueries(cache: Map<string, CacheEntry>, prefix: string) {
  for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
}
