import { useState } from 'react';

/**
 * The last non-null value: a dialog whose content comes from `value` keeps showing it while it animates closed
 * (after `value` went back to null), instead of fading out empty.
 */
export function useKeptWhileClosing<Value>(value: Value | null): Value | null {
  const [kept, setKept] = useState(value);
  if (value !== null && value !== kept) setKept(value);
  return value ?? kept;
}
