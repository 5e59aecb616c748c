import { DOWNLOAD_QR_SETTINGS, type DownloadLinks } from '@sorte/domain';
import { toString as qrSvg } from 'qrcode';

export interface DownloadQrImages {
  ios: string | null;
  android: string | null;
}

function qrImage(link: string | null): Promise<string | null> {
  if (!link) return Promise.resolve(null);
  // SVG rather than a canvas PNG: the same code draws it in every browser and in tests, and it stays sharp.
  return qrSvg(link, {
    type: 'svg',
    width: DOWNLOAD_QR_SETTINGS.size,
    margin: DOWNLOAD_QR_SETTINGS.margin,
    errorCorrectionLevel: DOWNLOAD_QR_SETTINGS.errorCorrectionLevel,
  }).then(
    (svg) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    () => null,
  );
}

/**
 * The iOS and Android app links as QR code images (§9: size 800, margin 20, correction level M) for /down and the
 * side menu; a link that cannot be encoded gives null. Its own module: the QR encoder is never in the JS for `/`.
 */
export async function downloadQrImages(links: DownloadLinks): Promise<DownloadQrImages> {
  const [ios, android] = await Promise.all([qrImage(links.ios), qrImage(links.android)]);
  return { ios, android };
}
