import type { RecordFilter } from '@sorte/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useChoiceFirst } from './useChoiceFirst.ts';

const lastMonth: RecordFilter = { period: { kind: 'period', period: 'MONTHLY', offset: 'previous' } };
const thisWeek: RecordFilter = { period: { kind: 'period', period: 'WEEKLY', offset: 'current' } };
const today: RecordFilter = { period: { kind: 'period', period: 'DAILY', offset: 'current' } };

// §4 Periods on the team overview (issue 14: the period switch answers within the INP budget).
describe('the team overview’s period choice answers at once, the URL after the paint', () => {
  it('shows the choice before the URL has it, then hands it to the URL', async () => {
    const setFilter = vi.fn();
    const { result } = renderHook(({ filter }) => useChoiceFirst(filter, setFilter), {
      initialProps: { filter: lastMonth },
    });
    act(() => result.current[1](thisWeek));
    expect(result.current[0]).toBe(thisWeek);
    expect(setFilter).not.toHaveBeenCalled();
    await waitFor(() => expect(setFilter).toHaveBeenCalledWith(thisWeek));
    expect(setFilter).toHaveBeenCalledTimes(1);
  });

  it('a URL change meanwhile (back, a link) wins over the choice on its way', () => {
    const { result, rerender } = renderHook(({ filter }) => useChoiceFirst(filter, vi.fn()), {
      initialProps: { filter: lastMonth },
    });
    act(() => result.current[1](thisWeek));
    rerender({ filter: today });
    expect(result.current[0]).toBe(today);
  });

  it('two quick choices reach the URL once, as the last; none after the page has gone', async () => {
    const setFilter = vi.fn();
    const { result, unmount } = renderHook(({ filter }) => useChoiceFirst(filter, setFilter), {
      initialProps: { filter: lastMonth },
    });
    act(() => {
      result.current[1](thisWeek);
      result.current[1](today);
    });
    await waitFor(() => expect(setFilter).toHaveBeenCalledWith(today));
    expect(setFilter).toHaveBeenCalledTimes(1);

    act(() => result.current[1](thisWeek));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(setFilter).toHaveBeenCalledTimes(1);
  });
});
