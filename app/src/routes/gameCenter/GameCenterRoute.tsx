import { useLingui } from '@lingui/react/macro';
import { navigationItems, vendorCard } from '@sorte/domain';
import { type GameCenterCategory, GameCenterPage } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { vendorLanesQuery } from '../../features/lobby/index.ts';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { failureKind } from '../../lib/errors/failureKind.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { shellNavigationItems } from '../../lib/shell/shellNavigationItems.ts';

/**
 * §2 Game center (named by label only): every category of the navigation (those with vendors, in its order) with
 * its vendors as cards, each leading where the header's vendor drop-down leads (the category's centre, at the
 * vendor for the game-list centres).
 */
export function GameCenterRoute() {
  const { i18n } = useLingui();
  const lanes = useQuery(vendorLanesQuery(useAtomValue(lobbyCallsAtom)));
  const laneList = lanes.data ?? [];
  // The header's items give each category and vendor its destination; the lanes give the vendors' logos.
  const shellItems = new Map(shellNavigationItems(laneList, i18n).map((item) => [item.id, item]));
  const categories: GameCenterCategory[] = navigationItems(laneList).flatMap((item) => {
    const shown = item.kind === 'category' ? shellItems.get(item.category) : undefined;
    if (item.kind !== 'category' || !shown || item.vendors.length === 0) return [];
    return [
      {
        id: item.category,
        label: shown.label,
        href: shown.href,
        vendors: item.vendors.map((vendor, index) => {
          const card = vendorCard(vendor);
          return {
            id: card.vassalage,
            name: card.name,
            image: card.image,
            href: shown.vendors?.[index]?.href ?? shown.href,
          };
        }),
      },
    ];
  });
  return (
    <GameCenterPage
      categories={categories}
      status={loadStatusOf(lanes)}
      failure={lanes.isError ? failureKind(lanes.error) : undefined}
      onRetry={() => void lanes.refetch()}
      renderLink={renderRouterLink}
    />
  );
}
