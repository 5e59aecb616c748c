import {
  promotionHash,
  promotionsOffered,
  referralPromotionEnabled,
  sideMenuPromotions,
} from '@sorte/domain';
import type { LobbyCalls } from '@sorte/gateway';
import type { createStore } from 'jotai';
import { paths } from '../../paths.ts';
import { requiredConfigAtom } from '../../state/configAtoms.ts';

/**
 * The side menu's promotion links (spec §2: 6, then a More link), and whether the referral promotion is enabled
 * (the right bar's referral entry, §2); loaded after the first paint with its code.
 */
export async function sideMenuPromotionLinks(
  calls: LobbyCalls,
  signal: AbortSignal,
  store: ReturnType<typeof createStore>,
) {
  const { promotions } = await calls.content.publicContent({ types: ['PR'] }, { signal });
  // Issue 26 item 1: under Brazil's rules no promotion conditioned on a deposit is offered.
  const offered = promotionsOffered(store.get(requiredConfigAtom).jurisdiction, promotions);
  return {
    links: sideMenuPromotions(offered).items.map((promotion) => ({
      id: `promotion-${promotion.id}`,
      label: promotion.title,
      href: `${paths.promotions.path}${promotionHash(promotion.id)}`,
    })),
    referralEnabled: referralPromotionEnabled(promotions),
  };
}
