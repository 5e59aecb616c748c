import { useEffect, useState } from 'react';

/**
 * True while the element's content is taller than the element. A scrolling region then needs to be
 * reachable by keyboard (WCAG 2.1.1), so it can take focus only when it actually scrolls.
 */
export function useOverflowing(element: HTMLElement | null): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!element) {
      setOverflowing(false);
      return;
    }
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    const resizes = new ResizeObserver(measure);
    const observeChildren = () => {
      resizes.disconnect();
      resizes.observe(element);
      for (const child of element.children) resizes.observe(child);
    };
    const mutations = new MutationObserver(() => {
      observeChildren();
      measure();
    });
    observeChildren();
    mutations.observe(element, { childList: true });
    measure();
    return () => {
      resizes.disconnect();
      mutations.disconnect();
    };
  }, [element]);
  return overflowing;
}
