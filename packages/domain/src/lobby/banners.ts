import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS, type BannerGroup } from '../constants.ts';
import { classifyLink, type LinkPolicy, type LinkTarget } from '../links/safeLink.ts';
import { imageSource } from './imageSource.ts';

/**
 * §3 Banner: url (the image), linkageType and groupName. The spec does not name the field that holds the
 * linkage target; the gateway contract reads it as `linkageUrl` (reading).
 */
export interface BannerLike {
  url?: string | null;
  linkageType?: string | number | null;
  linkageUrl?: string | null;
  groupName?: string | null;
}

/** Banners of one group (§3 groups w_login, w_register, w_home, w_forget, w_leftmenu) with a usable image. */
export function bannersOfGroup<B extends BannerLike>(
  banners: readonly B[] | null | undefined,
  group: BannerGroup,
): B[] {
  return (Array.isArray(banners) ? banners : []).filter(
    (banner) => banner != null && banner.groupName === group && imageSource(banner.url) !== null,
  );
}

const NO_LINKAGE = new Set(['0', 'NONE', 'NULL']);
const PROMOTION_LINKAGE = new Set(['PROMOTION', 'PROMO', '3']);
const PROMOTION_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** A slide's link: a checked URL (`classifyLink`), or a promotion the app opens on /promotions. */
export type BannerTarget = LinkTarget | { kind: 'promotion'; promotionId: string };

/**
 * §2 Banner carousel: what clicking a slide opens. Per the quality bar, only a same-origin path or an https host
 * on the allowlist opens (`classifyLink`); anything else is `refused` and the click does nothing. A linkage of
 * type NONE/0 or without a target does nothing either. Reading: type PROMOTION (or 3) with a promotion id as
 * target opens that promotion (§2 /promotions takes the id in the hash).
 */
export function bannerTarget(banner: BannerLike, policy: LinkPolicy): BannerTarget {
  const type = String(banner.linkageType ?? '')
    .trim()
    .toUpperCase();
  const target = typeof banner.linkageUrl === 'string' ? banner.linkageUrl.trim() : '';
  if (NO_LINKAGE.has(type) || target === '') return { kind: 'refused' };
  if (PROMOTION_LINKAGE.has(type) && PROMOTION_ID.test(target)) {
    return { kind: 'promotion', promotionId: target };
  }
  return classifyLink(target, policy);
}

export interface CarouselSettings {
  loop: boolean;
  /** ms between slides, or null: no autoplay. */
  autoplayMs: number | null;
  transitionMs: number;
  pagination: boolean;
  /** A pause control is needed whenever something moves by itself (WCAG 2.2.2). */
  pauseControl: boolean;
}

/**
 * §2, §9 Banner carousel: with more than one banner it loops, advances every 5 s with 1 s transitions and has
 * clickable pagination; one banner (or none) stands still. Reduced motion keeps the loop and pagination but
 * stops autoplay and makes transitions instant.
 */
export function carouselSettings(count: number, options: { reducedMotion?: boolean } = {}): CarouselSettings {
  const several = Number.isFinite(count) && count > 1;
  const reduced = options.reducedMotion === true;
  return {
    loop: several,
    autoplayMs: several && !reduced ? BANNER_AUTOPLAY_MS : null,
    transitionMs: reduced ? 0 : BANNER_TRANSITION_MS,
    pagination: several,
    pauseControl: several && !reduced,
  };
}
