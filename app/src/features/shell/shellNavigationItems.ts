import type { I18n } from '@lingui/core';
import { type LobbyCategory, navigationItems } from '@sorte/domain';
import type { VendorLane } from '@sorte/gateway';
import type { LayoutIconName, NavBarItem } from '@sorte/ui';

const CATEGORY_ICONS: Record<LobbyCategory, LayoutIconName> = {
  LOTT: 'ticket',
  ELOTT: 'ticket',
  LIVE: 'video',
  SPORTS: 'ball',
  ESPORTS: 'gamepad',
  FISH: 'fish',
  RNG: 'cards',
  PVP: 'dice',
  COCKFIGHT: 'flame',
  INHOUSE: 'star',
};

/**
 * Spec §2 Layout: home, one item per game category that has vendors (with its vendors for the header's
 * drop-down), then promotions. A category without a route of its own (cockfight) is left out of the bar.
 */
export function shellNavigationItems(lanes: readonly VendorLane[], i18n: I18n): NavBarItem[] {
  return navigationItems(lanes).flatMap((item): NavBarItem[] => {
    if (item.kind === 'home')
      return [{ id: 'home', label: i18n._(item.label), href: item.path, icon: 'home' }];
    if (item.kind === 'promotions')
      return [{ id: 'promotions', label: i18n._(item.label), href: item.path, icon: 'gift' }];
    if (!item.route) return [];
    const centre = item.route.pathname;
    const vendorBased = ['LOTT', 'ELOTT', 'SPORTS', 'ESPORTS'].includes(item.category);
    return [
      {
        id: item.category,
        label: i18n._(item.label),
        href: `${centre}${item.route.search}`,
        icon: CATEGORY_ICONS[item.category],
        vendors: item.vendors.map((vendor) => ({
          id: `${item.category}:${vendor.vassalage}`,
          label: vendor.displayName || vendor.vassalage,
          href: vendorBased ? centre : `${centre}?vassalage=${encodeURIComponent(vendor.vassalage)}`,
        })),
      },
    ];
  });
}
