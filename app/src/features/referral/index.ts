// The referral page loads with the member centre, as its own chunk.
export const referralPages = {
  referral: () => import('./ReferralPage.tsx').then((module) => ({ default: module.ReferralPage })),
};
