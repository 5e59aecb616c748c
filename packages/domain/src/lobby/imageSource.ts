const IMAGE_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i;

/**
 * An image address from the gateway that an `<img>` may load: https (http only for local development),
 * a same-origin path, or a data: URL of an image type. Anything else (javascript:, protocol-relative '//',
 * other data: types) gives null, and the card shows the default game icon (§8 image error fallback).
 */
export function imageSource(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (text === '' || text.length > 200_000) return null;
  if (IMAGE_DATA_URL.test(text)) return text;
  if (/^\/(?![/\\])/.test(text)) return text;
  if (/^https?:\/\/[^/\\\s]/i.test(text) && !/\s/.test(text)) return text;
  return null;
}
