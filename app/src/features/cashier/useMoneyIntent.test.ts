import { GatewayError } from '@sorte/gateway';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoneyOutcomeUnknownError } from './cashierFailure.ts';
import { MoneyActionInFlightError, useMoneyIntent } from './useMoneyIntent.ts';

afterEach(() => sessionStorage.clear());

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('issue 12: a money action never happens twice', () => {
  it('a double click sends once: the second send is refused while the first is in flight', async () => {
    const { result } = renderHook(() => useMoneyIntent('transfer', async () => undefined));
    const answer = deferred<string>();
    const call = vi.fn(() => answer.promise);
    let first: Promise<string> | undefined;
    let second: Promise<string> | undefined;
    act(() => {
      first = result.current.send({ amount: 100 }, call);
      second = result.current.send({ amount: 100 }, call);
    });
    await expect(second).rejects.toBeInstanceOf(MoneyActionInFlightError);
    answer.resolve('ok');
    await act(async () => expect(await first).toBe('ok'));
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('after a timeout it re-reads first, says the outcome is unknown, and a retry reuses the key', async () => {
    const recheck = vi.fn(async () => undefined);
    const { result } = renderHook(() => useMoneyIntent('withdraw', recheck));
    const keys: string[] = [];
    const timeout = async (key: string) => {
      keys.push(key);
      throw new GatewayError('timeout', 'no answer in 15 s');
    };
    await act(async () => {
      await expect(result.current.send({ amount: 100 }, timeout)).rejects.toBeInstanceOf(
        MoneyOutcomeUnknownError,
      );
    });
    expect(recheck).toHaveBeenCalledTimes(1);
    expect(result.current.unsure).toBe(true);
    await act(async () => {
      await result.current.send({ amount: 100 }, async (key) => keys.push(key));
    });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(result.current.unsure).toBe(false);
  });

  it('a refusal moved nothing: it is shown as it is, and the corrected request goes under a new key', async () => {
    const recheck = vi.fn(async () => undefined);
    const { result } = renderHook(() => useMoneyIntent('deposit', recheck));
    const keys: string[] = [];
    const refusal = new GatewayError('rejected', 'wrong withdraw password', { code: 'PASSWORD' });
    await act(async () => {
      await expect(
        result.current.send({ amount: 100 }, async (key) => {
          keys.push(key);
          throw refusal;
        }),
      ).rejects.toBe(refusal);
    });
    expect(recheck).not.toHaveBeenCalled();
    await act(async () => {
      await result.current.send({ amount: 100 }, async (key) => keys.push(key));
    });
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a reload in the middle of a send comes back unsure, and its retry reuses the key', async () => {
    const keys: string[] = [];
    const first = renderHook(() => useMoneyIntent('upline', async () => undefined));
    act(() => {
      void first.result.current.send({ amount: 50 }, (key) => {
        keys.push(key);
        return new Promise(() => undefined);
      });
    });
    first.unmount();
    const reloaded = renderHook(() => useMoneyIntent('upline', async () => undefined));
    expect(reloaded.result.current.unsure).toBe(true);
    await act(async () => {
      await reloaded.result.current.send({ amount: 50 }, async (key) => keys.push(key));
    });
    expect(keys).toEqual([keys[0], keys[0]]);
    expect(sessionStorage.getItem('moneyIntent.upline')).toBeNull();
  });
});
