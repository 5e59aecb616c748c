// Spec §2 Layout "The right bar has Telegram, customer service and referral. Referral shows when the visitor is
// anonymous or the referral promotion is enabled". Its own module: the site's entry carries it, not the rest.

/** §2: the right bar's referral entry shows for a visitor, or for a member when the referral promotion is on. */
export function showsReferralEntry(flags: { isLogin: boolean; referralPromotionEnabled: boolean }): boolean {
  return !flags.isLogin || flags.referralPromotionEnabled;
}

/** What the referral entry does: a visitor registers, a member opens the referral page. */
export function referralEntryAction(isLogin: boolean): 'register' | 'referral-page' {
  return isLogin ? 'referral-page' : 'register';
}
