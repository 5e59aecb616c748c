import { endpoints } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import { findLottery, LOTTERY_FIXTURES, lotteryGameView, openedDraws } from '../fixtures/lottery.ts';
import { recentLotteryCodes } from '../lobbyState.ts';
import { readQuery } from './query.ts';
import { bearerToken, endpointHandler, type HandlerContext, ok, reject, unauthorized } from './respond.ts';

export const LOTTERY_MESSAGES = { notFound: 'Lottery not found' } as const;

export function lotteryHandlers(ctx: HandlerContext): HttpHandler[] {
  const now = () => ctx.db.now();
  return [
    endpointHandler(ctx, 'lotteryMenu', ({ request }) => {
      const query = readQuery(request, endpoints.lotteryMenu.request);
      if (!query.ok) return query.response;
      const games = LOTTERY_FIXTURES.filter((game) => game.prizeMode === query.data.prizeMode);
      return ok({ list: games.map((game) => lotteryGameView(game, now())) });
    }),

    endpointHandler(ctx, 'lotteryRecent', ({ request }) => {
      const account = ctx.db.accountForToken(bearerToken(request));
      if (!account) return unauthorized();
      const games = recentLotteryCodes(ctx.db, account.id).flatMap((code) => {
        const game = findLottery(code);
        return game ? [lotteryGameView(game, now())] : [];
      });
      return ok(games);
    }),

    endpointHandler(ctx, 'lotteryDraws', ({ request }) => {
      const query = readQuery(request, endpoints.lotteryDraws.request);
      if (!query.ok) return query.response;
      const game = findLottery(query.data.gameCode);
      if (!game) return reject(LOTTERY_MESSAGES.notFound);
      return ok({ list: openedDraws(game, now(), query.data.pageSize) });
    }),

    endpointHandler(ctx, 'lotteryOpenedNumbers', ({ request }) => {
      const query = readQuery(request, endpoints.lotteryOpenedNumbers.request);
      if (!query.ok) return query.response;
      const { prizeMode } = query.data;
      const games = LOTTERY_FIXTURES.filter((game) => !prizeMode || game.prizeMode === prizeMode);
      return ok(games.flatMap((game) => openedDraws(game, now(), 1)));
    }),
  ];
}
