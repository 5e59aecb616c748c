import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterNextPaint } from './afterNextPaint.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('work after the next paint', () => {
  it('runs once after the animation frame, not within the interaction', async () => {
    const work = vi.fn();
    const { result } = renderHook(() => useAfterNextPaint());
    result.current(work);
    expect(work).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('still runs in a tab that paints no frames (hidden), after a short wait', () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockReturnValue(0);
    const work = vi.fn();
    const { result } = renderHook(() => useAfterNextPaint());
    result.current(work);
    vi.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
