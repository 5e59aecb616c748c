import { useEffect, useState } from 'react';

// The page's main content (home: the first banner slide, the largest paint) paints before anything that can
// wait: the lobby below the banner, the footer, the right bar, the navigation's categories, the side menu's
// promotions and the system calls (status, white label, permission). Those start their requests and their rendering once this has resolved, so they do not compete
// with it for the network and the main thread.

/** How long the rest of the page waits for the main content at most (a slow or failing banner request). */
export const MAIN_PAINT_WAIT_MS = 2500;

let markPainted: () => void = () => undefined;
const mainContentPainted = new Promise<void>((resolve) => {
  markPainted = resolve;
});

/**
 * The main content is on screen (or there is none): the rest of the page follows in the next task after the
 * frame that is being drawn now.
 */
export function markMainContentPainted(): void {
  requestAnimationFrame(() => setTimeout(markPainted, 0));
}

/** The `elementtiming` name of the home banner's first image (Element Timing reports when it is on screen). */
export const MAIN_IMAGE_TIMING = 'main-content';

/**
 * Resolves once `image` has been presented on screen: reported by Element Timing where the browser has it
 * (the image needs `elementtiming={MAIN_IMAGE_TIMING}`), else two frames after it has been decoded.
 */
export function whenImagePresented(image: HTMLImageElement): Promise<void> {
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('element')) {
    return new Promise((resolve) => {
      const observer = new PerformanceObserver((list) => {
        if (
          list
            .getEntries()
            .some((entry) => (entry as PerformanceEntry & { element?: Element }).element === image)
        ) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe({ type: 'element', buffered: true });
    });
  }
  const twoFrames = () =>
    new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  return image.decode().then(twoFrames, twoFrames);
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
