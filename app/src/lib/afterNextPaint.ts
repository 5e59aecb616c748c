import { useCallback, useEffect, useRef } from 'react';

/** A hidden tab paints no frames: the work then waits this long at most. */
const NO_FRAME_AFTER_MS = 100;

/**
 * Runs `work` once the current frame is painted (an animation frame, then a task); returns a cancel function. An
 * interaction's own frame then shows its answer without waiting for what it sets off (a history entry, the next
 * page's render, a whole-page restyle).
 */
export function afterNextPaint(work: () => void): () => void {
  let painted = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const afterPaint = () => {
    if (painted) return;
    painted = true;
    timers.push(setTimeout(work, 0));
  };
  const frame = requestAnimationFrame(afterPaint);
  timers.push(setTimeout(afterPaint, NO_FRAME_AFTER_MS));
  return () => {
    cancelAnimationFrame(frame);
    for (const timer of timers) clearTimeout(timer);
  };
}

/** `afterNextPaint` one piece at a time: scheduling again drops the piece still waiting, and so does unmounting. */
export function useAfterNextPaint() {
  const cancelPending = useRef<(() => void) | null>(null);
  const cancel = useCallback(() => {
    cancelPending.current?.();
    cancelPending.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  return useCallback(
    (work: () => void) => {
      cancel();
      cancelPending.current = afterNextPaint(() => {
        cancelPending.current = null;
        work();
      });
    },
    [cancel],
  );
}
