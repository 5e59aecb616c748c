import { useCallback, useEffect, useRef } from 'react';

/** A hidden tab paints no frames: the work then waits this long at most. */
const NO_FRAME_AFTER_MS = 100;

interface Pending {
  frame: number;
  timers: ReturnType<typeof setTimeout>[];
}

/**
 * Runs work once the current frame is painted (an animation frame, then a task), one piece at a time: scheduling
 * again drops the piece still waiting, and so does unmounting. An interaction's own frame then shows its answer
 * without waiting for what it sets off (a history entry, the next page's render).
 */
export function useAfterNextPaint() {
  const pending = useRef<Pending | null>(null);
  const cancel = useCallback(() => {
    if (pending.current === null) return;
    cancelAnimationFrame(pending.current.frame);
    for (const timer of pending.current.timers) clearTimeout(timer);
    pending.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  return useCallback(
    (work: () => void) => {
      cancel();
      let painted = false;
      const afterPaint = () => {
        if (painted) return;
        painted = true;
        scheduled.timers.push(
          setTimeout(() => {
            pending.current = null;
            work();
          }, 0),
        );
      };
      const scheduled: Pending = {
        frame: requestAnimationFrame(afterPaint),
        timers: [setTimeout(afterPaint, NO_FRAME_AFTER_MS)],
      };
      pending.current = scheduled;
    },
    [cancel],
  );
}
