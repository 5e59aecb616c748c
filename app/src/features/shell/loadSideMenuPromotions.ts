import { sideMenuPromotionsAtom } from '../../state/lobbyAtoms.ts';
import type { AppStore } from '../../state/store.ts';
import { lobbyCallsAtom } from '../lobby/lobbyGateway.ts';

/** The side menu's promotions, after the first paint (their call and schemas are not in the entry). */
export async function loadSideMenuPromotions(store: AppStore) {
  try {
    const { promotions } = await store.get(lobbyCallsAtom).content.publicContent({ types: ['PR'] });
    store.set(
      sideMenuPromotionsAtom,
      promotions.map(({ id, title }) => ({ id, title })),
    );
  } catch {
    // the list stays empty; the promotions page has its own error state
  }
}
