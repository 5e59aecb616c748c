import type { RecordFilter } from '@sorte/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A filter that answers at once: the choice shows in the frame of the keypress or tap that made it, and the URL
 * (and with it the queries and the page's new render) follows once that frame is painted. Pushing the history entry
 * and re-rendering the agent centre are then no part of the interaction's delay. Back, forward or a link that
 * changes the URL meanwhile wins over a choice still on its way.
 */
export function useChoiceFirst(filter: RecordFilter, setFilter: (next: RecordFilter) => void) {
  const [choice, setChoice] = useState<{ next: RecordFilter; over: RecordFilter } | null>(null);
  const pending = useRef<{ frame: number; timer?: ReturnType<typeof setTimeout> } | null>(null);
  const cancel = useCallback(() => {
    if (pending.current === null) return;
    cancelAnimationFrame(pending.current.frame);
    clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const choose = useCallback(
    (next: RecordFilter) => {
      cancel();
      setChoice({ next, over: filter });
      const scheduled: { frame: number; timer?: ReturnType<typeof setTimeout> } = {
        frame: requestAnimationFrame(() => {
          scheduled.timer = setTimeout(() => {
            pending.current = null;
            setFilter(next);
          }, 0);
        }),
      };
      pending.current = scheduled;
    },
    [cancel, filter, setFilter],
  );
  return [choice !== null && choice.over === filter ? choice.next : filter, choose] as const;
}
