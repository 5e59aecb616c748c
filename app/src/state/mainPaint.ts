import { useEffect, useState } from 'react';

// The page's main content (home: the first banner slide, the largest paint) paints before anything that can
// wait: the lobby below the banner, the footer, the right bar, the navigation's categories and the side menu's
// promotions. Those start their requests and their rendering once this has resolved, so they do not compete
// with it for the network and the main thread.

/** How long the rest of the page waits for the main content at most (a slow or failing banner request). */
export const MAIN_PAINT_WAIT_MS = 2500;

let markPainted: () => void = () => undefined;
const mainContentPainted = new Promise<void>((resolve) => {
  markPainted = resolve;
});

/**
 * The main content is ready to paint (committed, its image decoded) or there is none. The rest follows once
 * the frame that shows it has been presented: the second animation frame from now.
 */
export function markMainContentPainted(): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(markPainted, 0)));
}

/** Starts the cap on the wait; the first route calls it when it has rendered. */
export function capMainPaintWait(): void {
  setTimeout(markPainted, MAIN_PAINT_WAIT_MS);
}

/** Resolves once the main content has painted (or the wait has run out). */
export function whenMainContentPainted(): Promise<void> {
  return mainContentPainted;
}

/** False until the main content has painted: what can wait renders after it. */
export function useAfterMainPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void mainContentPainted.then(() => {
      if (live) setPainted(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
