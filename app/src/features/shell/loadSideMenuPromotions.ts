import { promotionHash, sideMenuPromotions } from '@sorte/domain';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { paths } from '../../paths.ts';
import { sideMenuPromotionsAtom } from '../../state/lobbyAtoms.ts';
import type { AppStore } from '../../state/store.ts';

/** The side menu's promotions, after the first paint (their call and schemas are not in the entry). */
export async function loadSideMenuPromotions(store: AppStore) {
  try {
    const { promotions } = await store.get(lobbyCallsAtom).content.publicContent({ types: ['PR'] });
    store.set(
      sideMenuPromotionsAtom,
      sideMenuPromotions(promotions).items.map((promotion) => ({
        id: `promotion-${promotion.id}`,
        label: promotion.title,
        href: `${paths.promotions.path}${promotionHash(promotion.id)}`,
      })),
    );
  } catch {
    // the list stays empty; the promotions page has its own error state
  }
}
