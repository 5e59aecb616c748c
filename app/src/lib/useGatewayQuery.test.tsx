import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../state/store.ts';
import { pendingQueriesAtom, prefetchQuery, queryCacheAtom, useGatewayQuery } from './useGatewayQuery.ts';

function Reader({ load }: { load: (signal: AbortSignal) => Promise<string> }) {
  const query = useGatewayQuery('banners:w_home', load, { urgent: true });
  return <p>{query.status === 'ready' ? query.data : query.status}</p>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('prefetchQuery (the home banner asked for before its page renders)', () => {
  it('a query mounted while the prefetch is out waits for it instead of sending its own request', async () => {
    const store = createAppStore();
    const answer = deferred<string>();
    const prefetch = vi.fn(() => answer.promise);
    prefetchQuery(store, 'banners:w_home', prefetch);
    const load = vi.fn(async () => 'second request');
    render(
      <Provider store={store}>
        <Reader load={load} />
      </Provider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => answer.resolve('banner from the prefetch'));
    expect(await screen.findByText('banner from the prefetch')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(store.get(pendingQueriesAtom).size).toBe(0);
  });

  it('a prefetch that settled before the page mounted is read from the cache', async () => {
    const store = createAppStore();
    await prefetchQuery(store, 'banners:w_home', async () => 'cached banner');
    expect(store.get(queryCacheAtom).get('banners:w_home')?.data).toBe('cached banner');
    const load = vi.fn(async () => 'second request');
    render(
      <Provider store={store}>
        <Reader load={load} />
      </Provider>,
    );
    expect(screen.getByText('cached banner')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    // A second prefetch of a fresh key does nothing.
    const again = vi.fn(async () => 'x');
    expect(prefetchQuery(store, 'banners:w_home', again)).toBeUndefined();
    expect(again).not.toHaveBeenCalled();
  });

  it('a failed prefetch is not kept: the page can retry with its own request', async () => {
    const store = createAppStore();
    await prefetchQuery(store, 'banners:w_home', async () => {
      throw new Error('offline');
    })?.catch(() => undefined);
    expect(store.get(pendingQueriesAtom).size).toBe(0);
    const load = vi.fn(async () => 'after the failure');
    render(
      <Provider store={store}>
        <Reader load={load} />
      </Provider>,
    );
    expect(await screen.findByText('after the failure')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
