import { useEffect, useState } from 'react';

/**
 * The QR code image of `text` (§9: 800, 20, M), drawn once `enabled`; null until then, and for no text. The encoder
 * is a chunk of its own, fetched with the first QR code a page shows (never with the JS for `/`). An image once
 * drawn stays while `enabled` turns off (a side menu folded away).
 */
export function useQrImage(text: string | null, enabled = true): string | null {
  const [drawn, setDrawn] = useState<{ text: string; image: string | null } | null>(null);
  useEffect(() => {
    if (!enabled || text === null || drawn?.text === text) return;
    let live = true;
    void import('./qrImage.ts')
      .then((module) => module.qrImage(text))
      .then((image) => {
        if (live) setDrawn({ text, image });
      });
    return () => {
      live = false;
    };
  }, [text, enabled, drawn?.text]);
  return drawn !== null && drawn.text === text ? drawn.image : null;
}
