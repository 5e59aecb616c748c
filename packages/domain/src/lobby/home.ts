import { HOME_GAMES_LIMIT, HOME_VENDORS_LIMIT } from '../constants.ts';
import { type LobbyCategory, type VendorLaneLike, type VendorLike, vendorsByCategory } from './categories.ts';

/** §9: the HOME tab's vendor sections: sports, e-sports and cockfight, in this order. */
export const HOME_VENDOR_CATEGORIES = [
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
] as const satisfies readonly LobbyCategory[];

function uniqueById<G extends { nodeId: string | number }>(games: readonly G[]): G[] {
  const seen = new Set<string>();
  return games.filter((game) => {
    if (game == null || (typeof game.nodeId !== 'string' && typeof game.nodeId !== 'number')) return false;
    const id = String(game.nodeId);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** §9: up to 12 hot games (the gateway's order, duplicates dropped). */
export function homeHotGames<G extends { nodeId: string | number }>(
  games: readonly G[] | null | undefined,
): G[] {
  return uniqueById(Array.isArray(games) ? games : []).slice(0, HOME_GAMES_LIMIT);
}

/** §9: up to 12 recent games (most recent first, as the gateway sends them). */
export function homeRecentGames<G extends { nodeId: string | number }>(
  games: readonly G[] | null | undefined,
): G[] {
  return uniqueById(Array.isArray(games) ? games : []).slice(0, HOME_GAMES_LIMIT);
}

export interface HomeVendorSection<V extends VendorLike> {
  category: (typeof HOME_VENDOR_CATEGORIES)[number];
  vendors: V[];
}

/** §9: the first 5 vendors of sports, e-sports and cockfight; a category without vendors has no section. */
export function homeVendorSections<V extends VendorLike>(
  lanes: readonly VendorLaneLike<V>[] | null | undefined,
): HomeVendorSection<V>[] {
  const byCategory = vendorsByCategory(lanes);
  return HOME_VENDOR_CATEGORIES.flatMap((category) => {
    const vendors = (byCategory.get(category) ?? []).slice(0, HOME_VENDORS_LIMIT);
    return vendors.length > 0 ? [{ category, vendors }] : [];
  });
}
