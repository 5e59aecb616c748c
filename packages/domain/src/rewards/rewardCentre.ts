import type { PromotionStatus } from '../constants.ts';

/**
 * What the reward centre offers on a promotion in each §4 status:
 * - join: JOIN on a promotion the player simply joins;
 * - apply: JOIN on a promotion that takes an application (§5 Promotion apply: comment and images);
 * - claim: CLAIM, a raffle whose prize the player claims (MCS2_claimRafflePromotion);
 * - viewReason: REJECTED, the reviewer's reason can be read;
 * - null: nothing to do (Applying and Process wait for review; Issued, Claimed and Joined are done; coming soon
 *   is not open yet; Close is over).
 */
export type RewardAction = 'join' | 'apply' | 'claim' | 'viewReason';

export function rewardAction(status: PromotionStatus, needsApplication: boolean): RewardAction | null {
  switch (status) {
    case 'JOIN':
      return needsApplication ? 'apply' : 'join';
    case 'CLAIM':
      return 'claim';
    case 'REJECTED':
      return 'viewReason';
    default:
      return null;
  }
}

/** How a status reads at a glance: something to do, waiting for review, done, refused, or not available. */
export type RewardTone = 'open' | 'pending' | 'done' | 'refused' | 'unavailable';

const TONES: Readonly<Record<PromotionStatus, RewardTone>> = {
  JOIN: 'open',
  CLAIM: 'open',
  APPLYING: 'pending',
  PROCESS: 'pending',
  REJECTED: 'refused',
  ISSUED: 'done',
  CLAIMED: 'done',
  JOINED: 'done',
  COMING_SOON: 'unavailable',
  CLOSE: 'unavailable',
};

export function rewardTone(status: PromotionStatus): RewardTone {
  return TONES[status];
}

/** The status a promotion moves to once the gateway accepted the player's action. */
export function statusAfterAction(action: Exclude<RewardAction, 'viewReason'>): PromotionStatus {
  if (action === 'join') return 'JOINED';
  if (action === 'apply') return 'APPLYING';
  return 'CLAIMED';
}
