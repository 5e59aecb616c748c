import { vi } from 'vitest';

/** What the stand-in encoder writes: an image's signature and end marker, pixels only (no metadata segment). */
export const ENCODED_JPEG = [0xff, 0xd8, 0xff, 0xdb, 0x00, 0x02, 0xff, 0xd9];
export const ENCODED_PNG = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42,
  0x60, 0x82,
];

/**
 * happy-dom decodes and draws no image: a stand-in for the browser's codec (createImageBitmap, OffscreenCanvas)
 * that decodes what starts like a png or jpg (and refuses anything else, as a browser would) and encodes a fixed
 * pixels-only image of the type asked. Real decoding and re-encoding is checked in Chromium (e2e/uploads.e2e.ts).
 */
export function stubImageCodec(): void {
  vi.stubGlobal('createImageBitmap', async (source: Blob) => {
    const head = new Uint8Array(await source.slice(0, 3).arrayBuffer());
    const image = (head[0] === 0x89 && head[1] === 0x50) || (head[0] === 0xff && head[1] === 0xd8);
    if (!image) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { width: 2, height: 2, close: () => undefined };
  });
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return { drawImage: () => undefined };
      }
      async convertToBlob({ type = 'image/png' }: { type?: string } = {}) {
        return new Blob([Uint8Array.from(type === 'image/jpeg' ? ENCODED_JPEG : ENCODED_PNG)], { type });
      }
    },
  );
}
