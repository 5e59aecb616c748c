import { promotionHash, referralPromotionEnabled, sideMenuPromotions } from '@sorte/domain';
import type { LobbyCalls } from '@sorte/gateway';
import { paths } from '../../paths.ts';

/**
 * The side menu's promotion links (spec §2: 6, then a More link), and whether the referral promotion is enabled
 * (the right bar's referral entry, §2); loaded after the first paint with its code.
 */
export async function sideMenuPromotionLinks(calls: LobbyCalls, signal: AbortSignal) {
  const { promotions } = await calls.content.publicContent({ types: ['PR'] }, { signal });
  return {
    links: sideMenuPromotions(promotions).items.map((promotion) => ({
      id: `promotion-${promotion.id}`,
      label: promotion.title,
      href: `${paths.promotions.path}${promotionHash(promotion.id)}`,
    })),
    referralEnabled: referralPromotionEnabled(promotions),
  };
}
