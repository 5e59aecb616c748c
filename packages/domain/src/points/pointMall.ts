/** Who is looking at the point mall (§6): a visitor, a trial account or a player (members and agents). */
export type PointMallViewer = 'visitor' | 'trial' | 'player';

export function pointMallViewer(flags: { isLogin: boolean; isTrial: boolean }): PointMallViewer {
  if (!flags.isLogin) return 'visitor';
  return flags.isTrial ? 'trial' : 'player';
}

/**
 * What pressing Redeem does (§6, §8): a visitor is asked to log in (the login popup), a trial account gets
 * 'in_need_true_account', a player goes on to the redeem confirmation.
 */
export function redeemAction(viewer: PointMallViewer): 'login' | 'need-real-account' | 'confirm' {
  if (viewer === 'visitor') return 'login';
  return viewer === 'trial' ? 'need-real-account' : 'confirm';
}

/** Whether a reward can be redeemed now. Stock undefined means unlimited; points null means not known (a visitor). */
export type RewardAvailability = 'available' | 'out-of-stock' | 'not-enough-points';

export function rewardAvailability(
  reward: { pointsRequired: number; stock?: number },
  points: number | null,
): RewardAvailability {
  if (reward.stock !== undefined && reward.stock <= 0) return 'out-of-stock';
  if (points !== null && points < reward.pointsRequired) return 'not-enough-points';
  return 'available';
}
