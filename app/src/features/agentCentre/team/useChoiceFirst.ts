import type { RecordFilter } from '@sorte/domain';
import { useCallback, useState } from 'react';
import { useAfterNextPaint } from '../../../lib/afterNextPaint.ts';

/**
 * A filter that answers at once: the choice shows in the frame of the keypress or tap that made it, and the URL
 * (and with it the queries and the page's new render) follows once that frame is painted. Back, forward or a link
 * that changes the URL meanwhile wins over a choice still on its way.
 */
export function useChoiceFirst(filter: RecordFilter, setFilter: (next: RecordFilter) => void) {
  const [choice, setChoice] = useState<{ next: RecordFilter; over: RecordFilter } | null>(null);
  const afterNextPaint = useAfterNextPaint();
  const choose = useCallback(
    (next: RecordFilter) => {
      setChoice({ next, over: filter });
      afterNextPaint(() => setFilter(next));
    },
    [afterNextPaint, filter, setFilter],
  );
  return [choice !== null && choice.over === filter ? choice.next : filter, choose] as const;
}
