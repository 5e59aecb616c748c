import { GatewayError } from '@sorte/gateway';
import { QueryClientProvider, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionQueries, createQueryClient, sessionKey } from './queryClient.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const banners = (load: () => Promise<string>) =>
  queryOptions({ queryKey: ['content', 'banners', 'w_home'], queryFn: load });

function Reader({ load }: { load: () => Promise<string> }) {
  const query = useQuery(banners(load));
  return <p>{query.data ?? query.status}</p>;
}

describe('a read started before its page renders (the home banner prefetched by the bootstrap)', () => {
  it('a query mounted while the prefetch is out waits for it instead of sending its own request', async () => {
    const client = createQueryClient();
    const answer = deferred<string>();
    const prefetch = vi.fn(() => answer.promise);
    void client.prefetchQuery(banners(prefetch));
    const load = vi.fn(async () => 'second request');
    render(
      <QueryClientProvider client={client}>
        <Reader load={load} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('pending')).toBeInTheDocument();
    await act(async () => answer.resolve('banner from the prefetch'));
    expect(await screen.findByText('banner from the prefetch')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('a prefetch that settled before the page mounted is read from the cache, and a second prefetch asks nothing', async () => {
    const client = createQueryClient();
    await client.prefetchQuery(banners(async () => 'cached banner'));
    const load = vi.fn(async () => 'second request');
    render(
      <QueryClientProvider client={client}>
        <Reader load={load} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('cached banner')).toBeInTheDocument();
    const again = vi.fn(async () => 'x');
    await client.prefetchQuery(banners(again));
    expect(again).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('a failed prefetch is not kept: the page sends its own request', async () => {
    const client = createQueryClient();
    await client.prefetchQuery(
      banners(async () => {
        throw new GatewayError('server', 'HTTP 500');
      }),
    );
    const load = vi.fn(async () => 'after the failure');
    render(
      <QueryClientProvider client={client}>
        <Reader load={load} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('after the failure')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('retries', () => {
  it('a query is asked once whatever failed: the gateway client owns retries (issue 25 item 6)', async () => {
    const client = createQueryClient();
    for (const kind of ['network', 'timeout', 'server', 'rejected'] as const) {
      const failing = vi.fn(async () => {
        throw new GatewayError(kind, 'no');
      });
      await client.prefetchQuery({ queryKey: [kind], queryFn: failing });
      expect(failing).toHaveBeenCalledTimes(1);
    }
  });

  it('a mutation is never retried, whatever failed', async () => {
    const client = createQueryClient();
    const send = vi.fn(async (_: string) => {
      throw new GatewayError('network', 'offline');
    });
    function Writer() {
      const mutation = useMutation({ mutationFn: send });
      return (
        <button type="button" onClick={() => mutation.mutate('x')}>
          {mutation.status}
        </button>
      );
    }
    render(
      <QueryClientProvider client={client}>
        <Writer />
      </QueryClientProvider>,
    );
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('error'));
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('clearSessionQueries', () => {
  it('removes every session-scoped answer, whatever its token, and keeps the public ones', async () => {
    const client = createQueryClient();
    client.setQueryData([...sessionKey('t1'), 'favourites'], ['a']);
    client.setQueryData([...sessionKey('t2'), 'recent-games'], ['b']);
    client.setQueryData(['lobby', 'hot'], ['c']);
    clearSessionQueries(client);
    expect(client.getQueryCache().findAll({ queryKey: ['session'] })).toHaveLength(0);
    expect(client.getQueryData(['lobby', 'hot'])).toEqual(['c']);
  });
});
