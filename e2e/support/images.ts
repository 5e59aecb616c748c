import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * Real images for upload journeys: the site decodes and re-encodes what it sends (issue 22), so a header followed
 * by filler is refused. Noise keeps a picture about as big after re-encoding as before.
 */

function noise(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0 || 1;
  for (let index = 0; index < length; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[index] = state & 0xff;
  }
  return bytes;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB png of `width` × `height` noise pixels. */
export function noisePng(width: number, height: number, seed = 7): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = noise(height * (width * 3 + 1), seed);
  for (let row = 0; row < height; row++) pixels[row * (width * 3 + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A jpg of `width` × `height` noise pixels, encoded by the page's browser (quality 1). */
export async function noiseJpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      const image = context.createImageData(w, h);
      for (let index = 0; index < image.data.length; index++)
        image.data[index] = index % 4 === 3 ? 255 : (index * 2654435761) >>> 24;
      context.putImageData(image, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 1 });
      return [...new Uint8Array(await blob.arrayBuffer())];
    },
    [width, height] as const,
  );
  return Buffer.from(bytes);
}

/** TIFF (big-endian) with IFD0 pointing at a GPS IFD that holds GPSLatitudeRef 'N'. */
const GPS_TIFF = Buffer.from([
  0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01, 0x88, 0x25, 0x00, 0x04, 0x00, 0x00, 0x00, 0x01,
  0x00, 0x00, 0x00, 0x1a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x02, 0x00, 0x00, 0x00, 0x02,
  0x4e, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
]);

/** `jpeg` with an APP1 Exif segment holding GPS tags right after its SOI, and text after its end. */
export function withExifGps(jpeg: Buffer): Buffer {
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), GPS_TIFF]);
  const app1 = Buffer.concat([
    Buffer.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff]),
    exif,
  ]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2), Buffer.from('GPS 23.5S 46.6W')]);
}
