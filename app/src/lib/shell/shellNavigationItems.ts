import type { I18n } from '@lingui/core';
import { footerVendors, isVendorBasedCategory, type LobbyCategory, navigationItems } from '@sorte/domain';
import type { VendorLane } from '@sorte/gateway';
import type { FooterVendor, IconName, NavBarItem } from '@sorte/ui';
import { categoryPath, centrePath, paths } from '../../paths.ts';

const CATEGORY_ICONS: Record<LobbyCategory, IconName> = {
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
 * drop-down), then promotions. Cockfight, which has no route in §2, opens the home lobby's cockfight tab.
 */
export function shellNavigationItems(lanes: readonly VendorLane[], i18n: I18n): NavBarItem[] {
  return navigationItems(lanes).flatMap((item): NavBarItem[] => {
    if (item.kind === 'home')
      return [{ id: 'home', label: i18n._(item.label), href: paths.home.path, icon: 'home' }];
    if (item.kind === 'promotions')
      return [{ id: 'promotions', label: i18n._(item.label), href: paths.promotions.path, icon: 'gift' }];
    const { destination } = item;
    const href = categoryPath(destination);
    const vendorBased = isVendorBasedCategory(item.category);
    return [
      {
        id: item.category,
        label: i18n._(item.label),
        href,
        icon: CATEGORY_ICONS[item.category],
        vendors: item.vendors.map((vendor) => ({
          id: `${item.category}:${vendor.vassalage}`,
          label: vendor.displayName || vendor.vassalage,
          href:
            vendorBased || !('centre' in destination)
              ? href
              : centrePath(destination.centre, vendor.vassalage),
        })),
      },
    ];
  });
}

/** Spec §2 Layout: the footer's vendor logos (each vendor's lagerIcon, named by the vendor). */
export function shellFooterVendors(lanes: readonly VendorLane[]): FooterVendor[] {
  return footerVendors(lanes).map((vendor) => ({
    id: vendor.vassalage,
    name: vendor.name,
    logoSrc: vendor.logo,
  }));
}
