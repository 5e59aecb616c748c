import { useLingui } from '@lingui/react/macro';
import { categoryForPath, type LobbyCategory, navigationItems } from '@sorte/domain';
import type { LayoutIconName, ShellLinkItem } from '@sorte/ui';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useMemo } from 'react';
import { paths } from '../../paths.ts';
import { vendorLanesAtom } from '../../state/lobbyAtoms.ts';

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
 * Spec §2 Layout: the navigation bar shows home, one item per game category that has vendors, then promotions.
 * The vendor lanes load after the first paint (their call and schemas are not in the entry).
 */
export function useShellNavigation(pathname: string, search: string) {
  const { i18n } = useLingui();
  const store = useStore();
  const lanes = useAtomValue(vendorLanesAtom);
  useEffect(() => {
    void import('../lobby/vendorLanes.ts').then((module) => module.loadVendorLanes(store));
  }, [store]);

  const items = useMemo(
    () =>
      navigationItems(lanes.lanes).flatMap((item): ShellLinkItem[] => {
        if (item.kind === 'home')
          return [{ id: 'home', label: i18n._(item.label), href: item.path, icon: 'home' }];
        if (item.kind === 'promotions')
          return [{ id: 'promotions', label: i18n._(item.label), href: item.path, icon: 'gift' }];
        if (!item.route) return [];
        return [
          {
            id: item.category,
            label: i18n._(item.label),
            href: `${item.route.pathname}${item.route.search}`,
            icon: CATEGORY_ICONS[item.category],
          },
        ];
      }),
    [lanes.lanes, i18n],
  );

  const isHome = pathname === paths.home.path || (paths.home.aliases as readonly string[]).includes(pathname);
  const category = categoryForPath(pathname);
  const activeId = isHome
    ? 'home'
    : pathname === '/promotions'
      ? 'promotions'
      : category === 'RNG' && /(?:^|[?&])vassalage=BGS(?:&|$)/i.test(search)
        ? 'INHOUSE'
        : (category ?? undefined);
  return { items, activeId, lanes: lanes.lanes };
}
