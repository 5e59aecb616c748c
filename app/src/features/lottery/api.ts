import type { PrizeMode } from '@sorte/domain';
import type { LobbyCalls } from '@sorte/gateway';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../lib/queryKeys.ts';

export const lotteryKeys = {
  menu: (prizeMode: PrizeMode) => ['lottery', 'menu', prizeMode] as const,
  /** The player's recent lotteries (session-scoped). */
  recent: queryKeys.recentLotteries,
  opened: (prizeMode: PrizeMode) => ['lottery', 'opened', prizeMode] as const,
  draws: (gameCode: string) => ['lottery', 'draws', gameCode] as const,
};

/** The lottery menu of a prize mode. */
export const lotteryMenuQuery = (calls: LobbyCalls, prizeMode: PrizeMode) =>
  queryOptions({
    queryKey: lotteryKeys.menu(prizeMode),
    queryFn: ({ signal }) => calls.lottery.menu(prizeMode, { signal }),
  });

/** GET /lgw/vn/games/game_menu/recent (token). */
export const recentLotteriesQuery = (calls: LobbyCalls, token: string | null) =>
  queryOptions({
    queryKey: lotteryKeys.recent(token),
    queryFn: ({ signal }) => calls.lottery.recent({ signal }),
    enabled: token !== null,
  });

/** The latest opened draws of a prize mode: a new draw opens every few minutes, so they go stale quickly. */
export const openedDrawsQuery = (calls: LobbyCalls, prizeMode: PrizeMode) =>
  queryOptions({
    queryKey: lotteryKeys.opened(prizeMode),
    queryFn: ({ signal }) => calls.lottery.openedNumbers({ prizeMode }, { signal }),
    staleTime: 15_000,
  });

/** A game's draw history (last 10). */
export const drawHistoryQuery = (calls: LobbyCalls, gameCode: string) =>
  queryOptions({
    queryKey: lotteryKeys.draws(gameCode),
    queryFn: ({ signal }) => calls.lottery.draws({ gameCode, pageSize: 10 }, { signal }),
    staleTime: 15_000,
  });
