import { useLingui } from '@lingui/react/macro';
import type { FooterVendor, NavBarItem } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { paths } from '../../paths.ts';
import { useAfterMainPaint } from '../../state/mainPaint.ts';
import { lazyLobbyCalls } from '../lazyLobbyCalls.ts';
import { queryKeys, VENDOR_LANES_STALE_MS } from '../queryKeys.ts';

/**
 * Spec §2 Layout: the navigation bar (and the footer's products and vendor logos, from the same lanes). Home and promotions show at once; the category items follow the vendor
 * lanes, which load once the page's main content has painted, with the code that turns them into items.
 */
export function useShellNavigation(pathname: string, search: string) {
  const { t, i18n } = useLingui();
  const store = useStore();
  // The lobby's vendor-lanes query (same key), asked once the main content has painted; the call table comes
  // with it, not with the entry.
  const mainPainted = useAfterMainPaint();
  const lanes = useQuery({
    queryKey: queryKeys.vendorLanes(),
    queryFn: async ({ signal }) => (await lazyLobbyCalls(store)).games.menus({ signal }),
    staleTime: VENDOR_LANES_STALE_MS,
    enabled: mainPainted,
  }).data;
  const [categoryItems, setCategoryItems] = useState<NavBarItem[] | null>(null);
  const [vendors, setVendors] = useState<FooterVendor[]>([]);
  // Lingui keeps one i18n object across languages: its locale is what tells the labels to follow a change.
  const locale = i18n.locale;
  // biome-ignore lint/correctness/useExhaustiveDependencies: locale is read through i18n._ inside the effect
  useEffect(() => {
    if (!lanes) return;
    let live = true;
    void import('./shellNavigationItems.ts').then((module) => {
      if (!live) return;
      setCategoryItems(module.shellNavigationItems(lanes, i18n));
      setVendors(module.shellFooterVendors(lanes));
    });
    return () => {
      live = false;
    };
  }, [lanes, i18n, locale]);

  const items = useMemo(
    (): NavBarItem[] =>
      categoryItems ?? [
        { id: 'home', label: t`Início`, href: paths.home.path, icon: 'home' },
        { id: 'promotions', label: t`Promoções`, href: paths.promotions.path, icon: 'gift' },
      ],
    [categoryItems, t],
  );

  const isHome = pathname === paths.home.path || (paths.home.aliases as readonly string[]).includes(pathname);
  const query = new URLSearchParams(search);
  // The item whose link is this page: the one whose query also matches wins (/rng?vassalage=BGS is in-house).
  const matching = items.filter((item) => new URL(item.href, 'http://site').pathname === pathname);
  const exact = matching.find((item) => {
    const wanted = new URL(item.href, 'http://site').searchParams;
    return [...wanted].length > 0 && [...wanted].every(([key, value]) => query.get(key) === value);
  });
  const plain = matching.find((item) => !item.href.includes('?'));
  // The lottery pages have no bar item of their own: they belong to the lottery category they are opened from.
  const lotterySection = (paths.lottery as readonly string[]).includes(pathname)
    ? (items.find((item) => item.id === 'LOTT') ?? items.find((item) => item.id === 'ELOTT'))
    : undefined;
  // On home, an item for one of the lobby's tabs (cockfight) is current while its tab is open.
  const activeId = isHome ? (exact?.id ?? 'home') : (exact ?? plain ?? lotterySection)?.id;
  return { items, activeId, vendors };
}
