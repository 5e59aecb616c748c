import type { Announcement } from '@sorte/gateway';
import { promotionPath, rewardCentrePath } from '../../paths.ts';

/**
 * Where an announcement's or popup's go-to-promotion leads: a member to the reward centre at that promotion (its
 * id, else its promotionType); a visitor or a trial account, who cannot open the member centre (§4, §6), to the
 * public promotions.
 */
export function promotionDestination(
  announcement: Pick<Announcement, 'promotionId' | 'promotionType'> | undefined,
  session: { isLogin: boolean; isTrial: boolean },
): string {
  if (!session.isLogin || session.isTrial) return promotionPath();
  return rewardCentrePath(announcement?.promotionId ?? announcement?.promotionType);
}
