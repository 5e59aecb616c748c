import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

const read = (): 'ltr' | 'rtl' => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

/**
 * The page's direction from `dir` on <html>, kept current when the locale changes. Radix primitives
 * default to 'ltr' (and write it on their root) unless told, which would break right-to-left pages.
 */
export function useDocumentDirection(): 'ltr' | 'rtl' {
  return useSyncExternalStore(subscribe, read, () => 'ltr');
}
