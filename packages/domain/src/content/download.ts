import { QR_DEFAULTS } from '../constants.ts';
import { classifyLink, type LinkPolicy } from '../links/safeLink.ts';

/** §9 QR defaults for /down: size 800, margin 20, correction level M. */
export const DOWNLOAD_QR_SETTINGS = QR_DEFAULTS;

/** §3 Permission info resources: labelNameEn, url, resourceType. */
export interface ResourceLike {
  labelNameEn?: string | null;
  url?: string | null;
  resourceType?: string | number | null;
}

export interface DownloadLinks {
  ios: string | null;
  android: string | null;
}

/**
 * /down and the side menu's download entry: the iOS and Android app links from the permission resources
 * (resourceType DOWNLOAD; the platform read from labelNameEn). Each is validated like any link from the gateway
 * (a same-origin path becomes an absolute URL, since a QR code leaves the site); refused links give null.
 */
export function downloadLinks(
  resources: readonly ResourceLike[] | null | undefined,
  policy: LinkPolicy,
): DownloadLinks {
  const out: DownloadLinks = { ios: null, android: null };
  let origin = '';
  try {
    origin = new URL(policy.origin).origin;
  } catch {
    return out;
  }
  for (const resource of Array.isArray(resources) ? resources : []) {
    if (
      resource == null ||
      String(resource.resourceType ?? '')
        .trim()
        .toUpperCase() !== 'DOWNLOAD'
    )
      continue;
    const label = String(resource.labelNameEn ?? '');
    const platform = /android/i.test(label) ? 'android' : /ios|iphone|ipad|apple/i.test(label) ? 'ios' : null;
    if (platform === null || out[platform] !== null) continue;
    const target = classifyLink(resource.url, policy);
    if (target.kind === 'internal') out[platform] = `${origin}${target.path}`;
    else if (target.kind === 'external') out[platform] = target.url;
  }
  return out;
}
