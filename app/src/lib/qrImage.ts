import { DOWNLOAD_QR_SETTINGS } from '@sorte/domain';
import { toString as qrSvg } from 'qrcode';

/**
 * A QR code image of `text` (§9: size 800, margin 20, correction level M) as a data URL, or null when it cannot be
 * encoded. SVG rather than a canvas PNG: the same code draws it in every browser and in tests, and it stays sharp.
 * Import this module lazily: the QR encoder is never in the JS for `/`.
 */
export function qrImage(text: string | null): Promise<string | null> {
  if (!text) return Promise.resolve(null);
  return qrSvg(text, {
    type: 'svg',
    width: DOWNLOAD_QR_SETTINGS.size,
    margin: DOWNLOAD_QR_SETTINGS.margin,
    errorCorrectionLevel: DOWNLOAD_QR_SETTINGS.errorCorrectionLevel,
  }).then(
    (svg) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    () => null,
  );
}
