import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Spec §2: after each navigation the page scrolls to the top; a hash scrolls to its element.
 * The first render keeps the browser's own position (a reload stays where it was).
 */
export function useScrollOnNavigate() {
  const { pathname, search, hash } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and search are the navigation triggers, not inputs
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (!hash) return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0, left: 0 });
  }, [pathname, search, hash]);
}
