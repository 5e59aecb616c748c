import { toPromotionStatus } from '../content/promotions.ts';

// Spec §2 Layout "The right bar has Telegram, customer service and referral. Referral shows when the visitor is
// anonymous or the referral promotion is enabled", and the referral page's link (register accepts `referralCode`).

/** §2: the right bar's referral entry shows for a visitor, or for a member when the referral promotion is on. */
export function showsReferralEntry(flags: { isLogin: boolean; referralPromotionEnabled: boolean }): boolean {
  return !flags.isLogin || flags.referralPromotionEnabled;
}

/** What the referral entry does: a visitor registers, a member opens the referral page. */
export function referralEntryAction(isLogin: boolean): 'register' | 'referral-page' {
  return isLogin ? 'referral-page' : 'register';
}

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
