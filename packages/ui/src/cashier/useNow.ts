import { useEffect, useState } from 'react';

/**
 * The clock a countdown reads: `fixed` when given (stories, tests), else the time now, ticking every second while
 * `ticking` is true.
 */
export function useNow(fixed: number | undefined, ticking: boolean): number {
  const [now, setNow] = useState(() => fixed ?? Date.now());
  useEffect(() => {
    if (fixed !== undefined || !ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [fixed, ticking]);
  return fixed ?? now;
}

/** A count of seconds as m:ss, or h:mm:ss from an hour up. */
export function clockText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const secs = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
