import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const read = () => window.matchMedia(QUERY).matches;

/**
 * Whether things should stand still: the `override` when the app passes one, else the user's
 * `prefers-reduced-motion` setting, kept current.
 */
export function useReducedMotion(override?: boolean): boolean {
  const preferred = useSyncExternalStore(subscribe, read, () => false);
  return override ?? preferred;
}
