import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs work once the current frame is painted (an animation frame, then a task), one piece at a time: scheduling
 * again drops the piece still waiting, and so does unmounting. An interaction's own frame then shows its answer
 * without waiting for what it sets off (a history entry, the next page's render).
 */
export function useAfterNextPaint() {
  const pending = useRef<{ frame: number; timer?: ReturnType<typeof setTimeout> } | null>(null);
  const cancel = useCallback(() => {
    if (pending.current === null) return;
    cancelAnimationFrame(pending.current.frame);
    clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  return useCallback(
    (work: () => void) => {
      cancel();
      const scheduled: { frame: number; timer?: ReturnType<typeof setTimeout> } = {
        frame: requestAnimationFrame(() => {
          scheduled.timer = setTimeout(() => {
            pending.current = null;
            work();
          }, 0);
        }),
      };
      pending.current = scheduled;
    },
    [cancel],
  );
}
