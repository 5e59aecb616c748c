import { useQuery } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { helpPath } from '../../paths.ts';
import { lazyLobbyCalls } from '../lazyLobbyCalls.ts';
import { HELP_CENTRE_STALE_MS, queryKeys } from '../queryKeys.ts';

type Link = { id: string; label: string; href: string };
const NO_LINKS: readonly Link[] = [];

/**
 * The side menu's promotions (and whether the referral promotion is enabled) and the footer's help list (spec §2 Layout), asked once the page's main content has
 * painted (`enabled`). The help list reads the help page's own query (same key); a failure leaves the menu
 * without promotions and the footer with its link to the help page, which shows the failure with a retry.
 */
export function useShellContent(enabled: boolean) {
  const store = useStore();
  const promotions = useQuery({
    queryKey: queryKeys.sideMenuPromotions(),
    queryFn: async ({ signal }) => {
      const [calls, { sideMenuPromotionLinks }] = await Promise.all([
        lazyLobbyCalls(store),
        import('./api.ts'),
      ]);
      return sideMenuPromotionLinks(calls, signal, store);
    },
    enabled,
  });
  const helpLinks = useQuery({
    queryKey: queryKeys.helpCentre(),
    queryFn: async ({ signal }) => (await lazyLobbyCalls(store)).content.helpCenter({ signal }),
    staleTime: HELP_CENTRE_STALE_MS,
    enabled,
    select: (topics): readonly Link[] =>
      topics.map((topic) => ({
        id: `help-${topic.id}`,
        label: topic.title,
        href: helpPath(topic.id),
      })),
  });
  return {
    promotions: promotions.data?.links ?? NO_LINKS,
    referralPromotionEnabled: promotions.data?.referralEnabled ?? false,
    helpLinks: helpLinks.data ?? null,
  };
}
