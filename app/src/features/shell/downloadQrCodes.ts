import type { DownloadLinks } from '@sorte/domain';
import { qrImage } from '../../lib/qrImage.ts';

export interface DownloadQrImages {
  ios: string | null;
  android: string | null;
}

/**
 * The iOS and Android app links as QR code images for /down and the side menu; a link that cannot be encoded gives
 * null. Its own module: the QR encoder is never in the JS for `/`.
 */
export async function downloadQrImages(links: DownloadLinks): Promise<DownloadQrImages> {
  const [ios, android] = await Promise.all([qrImage(links.ios), qrImage(links.android)]);
  return { ios, android };
}
