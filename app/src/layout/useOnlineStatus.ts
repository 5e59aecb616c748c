import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { onlineAtom } from '../state/systemAtoms.ts';

/** Keeps `onlineAtom` in step with the browser's online/offline events and returns it. */
export function useOnlineStatus(): boolean {
  const [online, setOnline] = useAtom(onlineAtom);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [setOnline]);
  return online;
}
