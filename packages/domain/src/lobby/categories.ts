import type { MessageDescriptor } from '@lingui/core';
import {
  COCKFIGHT_VENDOR_CODE,
  ESPORTS_VENDOR_CODES,
  GAME_CATEGORIES,
  type GameCategory,
  type GameCentre,
  INHOUSE_VENDOR,
} from '../constants.ts';

import {
  categoryMessages,
  favouritesMessage,
  homeTabMessage,
  hotMessage,
  promotionsMessage,
} from './lobbyMessages.ts';

// The game categories the lobby knows (GAME_CATEGORIES, the gateway's vendor lanes, §3 Vendor category) are a spec
// constant: defined once in ../constants.ts, for the macro-free entry the gateway and the mocks import too.
// INHOUSE is not a gateway category: it is RNG with vendor BGS (§3).
export { GAME_CATEGORIES, type GameCategory } from '../constants.ts';

export const INHOUSE_CATEGORY = 'INHOUSE';
/** A category tab or navigation item: a gateway category, or INHOUSE. */
export type LobbyCategory = GameCategory | typeof INHOUSE_CATEGORY;
export const LOBBY_CATEGORIES: readonly LobbyCategory[] = [...GAME_CATEGORIES, INHOUSE_CATEGORY];

/** §2 Home lobby: the fixed tabs before the categories. */
export const FIXED_LOBBY_TABS = ['HOME', 'HOT', 'FAV'] as const;
export type LobbyTab = (typeof FIXED_LOBBY_TABS)[number] | LobbyCategory;
export const LOBBY_TABS: readonly LobbyTab[] = [...FIXED_LOBBY_TABS, ...LOBBY_CATEGORIES];

/** A vendor as the lanes carry it (§3 Vendor card plus its vassalage). */
export interface VendorLike {
  vassalage: string;
  gameType?: string | null;
  displayName?: string | null;
  lagerIcon?: string | null;
}

/** One lane of GCSGAME_newGameVendor (§3 Vendor category). */
export interface VendorLaneLike<V extends VendorLike = VendorLike> {
  gameCategory: string;
  vendors: readonly V[];
}

const ALIASES: Readonly<Record<string, LobbyCategory>> = {
  LOTTERY: 'LOTT',
  ELOTTERY: 'ELOTT',
  SLOT: 'RNG',
  SLOTS: 'RNG',
  ESPORT: 'ESPORTS',
  SPORT: 'SPORTS',
};

/** A gateway category code (any case, spaces, '-' and '_' ignored) as a known category, or null. */
export function toLobbyCategory(raw: unknown): LobbyCategory | null {
  if (typeof raw !== 'string') return null;
  const code = raw
    .trim()
    .toUpperCase()
    .replace(/[\s_-]+/g, '');
  if ((LOBBY_CATEGORIES as readonly string[]).includes(code)) return code as LobbyCategory;
  return Object.hasOwn(ALIASES, code) ? ALIASES[code]! : null;
}

/** True for a vendor whose code is the in-house vendor BGS (case-insensitive). */
export function isInHouseVendor(vendor: Pick<VendorLike, 'vassalage'>): boolean {
  return typeof vendor.vassalage === 'string' && vendor.vassalage.trim().toUpperCase() === INHOUSE_VENDOR;
}

function uniqueVendors<V extends VendorLike>(vendors: readonly V[]): V[] {
  const seen = new Set<string>();
  const out: V[] = [];
  for (const vendor of vendors) {
    if (vendor == null || typeof vendor.vassalage !== 'string') continue;
    const key = vendor.vassalage.trim();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(vendor);
  }
  return out;
}

/**
 * The vendors of each known category, in the gateway's order (lanes of an unknown category are left out;
 * two lanes of one category are merged; vendors are unique by vassalage). INHOUSE holds the BGS vendors of
 * the RNG lanes (and of a lane the gateway itself calls INHOUSE, if any).
 */
export function vendorsByCategory<V extends VendorLike>(
  lanes: readonly VendorLaneLike<V>[] | null | undefined,
): Map<LobbyCategory, V[]> {
  const merged = new Map<LobbyCategory, V[]>();
  for (const lane of Array.isArray(lanes) ? lanes : []) {
    const category = toLobbyCategory(lane?.gameCategory);
    if (category === null || !Array.isArray(lane.vendors)) continue;
    merged.set(category, [...(merged.get(category) ?? []), ...lane.vendors]);
  }
  const out = new Map<LobbyCategory, V[]>();
  for (const [category, vendors] of merged) {
    if (category === INHOUSE_CATEGORY) continue;
    const unique = uniqueVendors(vendors);
    if (unique.length > 0) out.set(category, unique);
  }
  const inHouse = uniqueVendors([
    ...(merged.get('RNG') ?? []).filter(isInHouseVendor),
    ...(merged.get(INHOUSE_CATEGORY) ?? []),
  ]);
  if (inHouse.length > 0) out.set(INHOUSE_CATEGORY, inHouse);
  return out;
}

/**
 * §2 Home lobby: the category tabs, in the gateway's order, only those with vendors, with INHOUSE inserted
 * right after FISH. Reading: when FISH has no vendors (no FISH tab), INHOUSE goes last.
 */
export function categoryTabs(lanes: readonly VendorLaneLike[] | null | undefined): LobbyCategory[] {
  const categories = [...vendorsByCategory(lanes).keys()];
  const withoutInHouse = categories.filter((category) => category !== INHOUSE_CATEGORY);
  if (withoutInHouse.length === categories.length) return withoutInHouse;
  const fish = withoutInHouse.indexOf('FISH');
  const at = fish === -1 ? withoutInHouse.length : fish + 1;
  return [...withoutInHouse.slice(0, at), INHOUSE_CATEGORY, ...withoutInHouse.slice(at)];
}

/** §2 Home lobby: HOME, HOT, FAV, then the category tabs. */
export function lobbyTabs(lanes: readonly VendorLaneLike[] | null | undefined): LobbyTab[] {
  return [...FIXED_LOBBY_TABS, ...categoryTabs(lanes)];
}

/** Where a category's item leads: its §2 game centre (the /rng centre takes a vendor), or a home lobby tab. */
export type CategoryDestination = { centre: GameCentre; vassalage?: string } | { lobbyTab: LobbyCategory };

const DESTINATIONS: Readonly<Record<LobbyCategory, CategoryDestination>> = {
  LOTT: { centre: 'lott' },
  ELOTT: { centre: 'elott' },
  SPORTS: { centre: 'sports' },
  ESPORTS: { centre: 'esports' },
  LIVE: { centre: 'live' },
  FISH: { centre: 'fish' },
  RNG: { centre: 'rng' },
  PVP: { centre: 'pvp' },
  // Reading: INHOUSE is RNG with vendor BGS, and /rng accepts the vassalage query (§2).
  INHOUSE: { centre: 'rng', vassalage: INHOUSE_VENDOR },
  // Reading: §2 lists no route for cockfight; its item opens the home lobby's cockfight tab (the lobby lives in the
  // URL), where its vendors (SV3) show as vendor cards with Play now, as in the vendor-based centres.
  COCKFIGHT: { lobbyTab: 'COCKFIGHT' },
};

/** Where a category's navigation item leads: its §2 game centre, or the home lobby's tab (COCKFIGHT). */
export function categoryDestination(category: LobbyCategory): CategoryDestination {
  return DESTINATIONS[category];
}

/** §2 game centre → category, e.g. 'rng' → 'RNG' (without a vendor). Case-sensitive like the router. */
export function categoryForCentre(centre: string): GameCategory | null {
  for (const category of GAME_CATEGORIES) {
    const destination = DESTINATIONS[category];
    if ('centre' in destination && destination.centre === centre && destination.vassalage === undefined)
      return category;
  }
  return null;
}

/** §2 game centres that are vendor based (vendor cards) rather than game lists. */
export const VENDOR_BASED_CATEGORIES: readonly LobbyCategory[] = [
  'LOTT',
  'ELOTT',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
];
/** §2 game list centres (/live, /fish, /rng, /pvp) and INHOUSE (RNG games of BGS). */
export const GAME_LIST_CATEGORIES: readonly LobbyCategory[] = ['LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE'];

export function isVendorBasedCategory(category: LobbyCategory): boolean {
  return VENDOR_BASED_CATEGORIES.includes(category);
}

export type NavigationItem<V extends VendorLike = VendorLike> =
  | { kind: 'home'; label: MessageDescriptor }
  | {
      kind: 'category';
      category: LobbyCategory;
      /** Its §2 game centre, or for COCKFIGHT (no route in §2) the home lobby's cockfight tab. */
      destination: CategoryDestination;
      label: MessageDescriptor;
      /** For the header's vendor drop-down. */
      vendors: V[];
    }
  | { kind: 'promotions'; label: MessageDescriptor };

/** §2 Layout: home, then one item per game category that has vendors (tab order), then promotions. */
export function navigationItems<V extends VendorLike>(
  lanes: readonly VendorLaneLike<V>[] | null | undefined,
): NavigationItem<V>[] {
  const vendors = vendorsByCategory(lanes);
  return [
    { kind: 'home', label: homeTabMessage },
    ...categoryTabs(lanes).map(
      (category): NavigationItem<V> => ({
        kind: 'category',
        category,
        destination: categoryDestination(category),
        label: categoryMessages[category],
        vendors: vendors.get(category) ?? [],
      }),
    ),
    { kind: 'promotions', label: promotionsMessage },
  ];
}

/** The label of a lobby tab. */
export function lobbyTabLabel(tab: LobbyTab): MessageDescriptor {
  if (tab === 'HOME') return homeTabMessage;
  if (tab === 'HOT') return hotMessage;
  if (tab === 'FAV') return favouritesMessage;
  return categoryMessages[tab];
}

/** §3 Constants: the e-sports vendors (IMES, IA, TF) and the cockfight vendor (SV3). */
export function isEsportsVendor(vendor: Pick<VendorLike, 'vassalage'>): boolean {
  return (ESPORTS_VENDOR_CODES as readonly string[]).includes(vendor.vassalage?.trim().toUpperCase());
}
export function isCockfightVendor(vendor: Pick<VendorLike, 'vassalage'>): boolean {
  return vendor.vassalage?.trim().toUpperCase() === COCKFIGHT_VENDOR_CODE;
}
