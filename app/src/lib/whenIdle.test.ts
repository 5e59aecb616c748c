import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle.ts';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for an idle period, bounded by the timeout', () => {
    const requestIdleCallback = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const work = vi.fn();
    whenIdle(work, 1500);
    expect(work).not.toHaveBeenCalled();
    expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: 1500 });
    requestIdleCallback.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(work).toHaveBeenCalledOnce();
  });

  it('can be cancelled before it runs', () => {
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    whenIdle(() => undefined, 1000)();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('runs in a task of its own where there is no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    const cancelOther = whenIdle(() => undefined, 1000);
    whenIdle(work, 1000);
    cancelOther();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
  });
});
