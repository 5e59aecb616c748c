import { toPromotionStatus } from '../content/promotions.ts';

// The referral page's link (§2 /register accepts `referralCode`) and the referral promotion (§2 Layout).

/**
 * The link a friend registers with (§2 /register accepts the query parameter referralCode): the gateway's own link
 * when it sends one, otherwise `<origin>/register?referralCode=<code>`.
 */
export function referralLink(code: string, origin: string, sentLink?: string): string {
  if (sentLink && /^https?:\/\//i.test(sentLink)) return sentLink;
  const url = new URL('/register', origin);
  url.searchParams.set('referralCode', code);
  return url.toString();
}

/**
 * Reading of §2 "the referral promotion is enabled": the promotions list (public content PR) holds a promotion of
 * type REFERRAL that is running (any §4 status but coming soon and Close).
 */
export function referralPromotionEnabled(
  promotions: readonly { promotionType?: string; status?: string }[] | null | undefined,
): boolean {
  return (promotions ?? []).some((promotion) => {
    if (promotion.promotionType?.trim().toUpperCase() !== 'REFERRAL') return false;
    const status = toPromotionStatus(promotion.status);
    return status !== 'CLOSE' && status !== 'COMING_SOON';
  });
}
