import type { LobbyCalls, PublicContentCalls } from '@sorte/gateway';
import { queryOptions } from '@tanstack/react-query';

export const homeKeys = {
  banners: (group: string) => ['content', 'banners', group] as const,
  /** One board per §7 gameCategory (ALL on home). */
  winners: (gameCategory: string = 'ALL') => ['content', 'winners', gameCategory] as const,
  notices: () => ['content', 'popular-notices'] as const,
};

/** A banner group (spec §2 Home: w_home, whose first slide is the page's largest paint). */
export const bannersQuery = (calls: PublicContentCalls, group: string) =>
  queryOptions({
    queryKey: homeKeys.banners(group),
    queryFn: ({ signal }) => calls.banners(group, { signal }),
    staleTime: 5 * 60_000,
  });

/** The winner board (ODSFE2_getWinnerBoard, top 20) of a game category: ALL (home) or one (the winners list). */
export const winnersQuery = (calls: LobbyCalls, gameCategory: string = 'ALL') =>
  queryOptions({
    queryKey: homeKeys.winners(gameCategory),
    queryFn: ({ signal }) => calls.content.winnerBoard({ gameCategory }, { signal }),
  });

/** The notice marquee's popular notices. */
export const popularNoticesQuery = (calls: LobbyCalls) =>
  queryOptions({
    queryKey: homeKeys.notices(),
    queryFn: ({ signal }) => calls.content.popularNotices({ signal }),
  });
