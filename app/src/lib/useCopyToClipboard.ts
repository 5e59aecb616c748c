import { useCallback, useEffect, useState } from 'react';

/** How long "copied" (§8 copy_success) shows after a copy. */
export const COPIED_FEEDBACK_MS = 2000;

/**
 * Copies text to the clipboard and says which one was copied for a moment (§8 copy_success); a refused clipboard
 * (no permission, an insecure page) or nothing to copy (an empty or blank text) shows nothing rather than a false
 * success.
 */
export function useCopyToClipboard<Key extends string = 'text'>() {
  const [copied, setCopied] = useState<Key | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = useCallback((text: string, key: Key = 'text' as Key) => {
    if (text.trim() === '') return;
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(key),
      () => undefined,
    );
  }, []);
  return { copied, copy };
}
