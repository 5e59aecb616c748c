import { endpoints } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import { classFromDialect } from '../dialect.ts';
import {
  type CatalogGame,
  findGame,
  findVendor,
  GAME_CATEGORIES,
  gameCatalog,
  gameView,
  queryGames,
  vendorLanesView,
} from '../fixtures/games.ts';
import { findLottery } from '../fixtures/lottery.ts';
import type { MockAccount } from '../fixtures/mockAccount.ts';
import {
  addFavourite,
  favouriteIds,
  recentGameIds,
  recordRecentGame,
  recordRecentLottery,
  removeFavourite,
} from '../lobbyState.ts';
import { pauseRefusal } from './pauses.ts';
import { launchLimitRefusal } from './playerLimits.ts';
import { page, readQuery } from './query.ts';
import {
  bearerToken,
  endpointHandler,
  type HandlerContext,
  ok,
  readPayload,
  reject,
  unauthorized,
} from './respond.ts';

/** Server messages of the games calls (data, not UI copy). 'in_need_true_account' is the spec's key (§6, §8). */
export const GAME_MESSAGES = {
  gameNotFound: 'Game not found',
  needRealAccount: 'in_need_true_account',
  trialUnavailable: 'Free trial is not available for this game',
  freePlayDisabled: 'Free play is not available',
  favouritesFull: 'The favourites list is full',
  lotteryNotFound: 'Lottery not found',
} as const;

/** The launch CDN of the permission fixture (`launchGameCDNs`): launched games live there. */
export const LAUNCH_HOST = 'https://play.sorte.example';
/** At most this many hot games per answer. */
export const HOT_GAMES_LIMIT = 100;
const ROOMS_LIMIT = 60;

/** §3 Constants: trial type [4]. */
const TRIAL_TYPES: readonly number[] = [4];

function sessionId(ctx: HandlerContext): string {
  return Array.from({ length: 4 }, () => Math.floor(ctx.db.random() * 2 ** 32).toString(36)).join('');
}

function gameMatches(game: CatalogGame, vassalage: string, gameType: string): boolean {
  return game.vassalage === vassalage && game.gameType === gameType.toUpperCase();
}

function account(ctx: HandlerContext, request: Request): MockAccount | undefined {
  return ctx.db.accountForToken(bearerToken(request));
}

export function gameHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    // §7 System "menus": §3 Vendor category lanes (the lobby's categories, vendors and classes).
    endpointHandler(ctx, 'gameMenus', ({ request }) => {
      const query = readQuery(request, endpoints.gameMenus.request);
      return query.ok ? ok(vendorLanesView()) : query.response;
    }),

    endpointHandler(ctx, 'gameVendors', ({ request }) => {
      const query = readQuery(request, endpoints.gameVendors.request);
      return query.ok ? ok(vendorLanesView()) : query.response;
    }),

    endpointHandler(ctx, 'hotGames', ({ request }) => {
      const query = readQuery(request, endpoints.hotGames.request);
      if (!query.ok) return query.response;
      const { gameType, vassalage } = query.data;
      const types = gameType ? [gameType.toUpperCase()] : GAME_CATEGORIES;
      const hot = types
        .flatMap((type) => gameCatalog().byType.get(type) ?? [])
        .filter((game) => game.isHot === 1 && (!vassalage || game.vassalage === vassalage))
        .slice(0, HOT_GAMES_LIMIT);
      return ok({ list: hot.map(gameView) });
    }),

    endpointHandler(ctx, 'gameList', ({ request }) => {
      const query = readQuery(request, endpoints.gameList.request);
      if (!query.ok) return query.response;
      const { gameType, vassalage, gameClassify, gameName, pageNo, pageSize } = query.data;
      const { items, totalPages } = page(
        queryGames({
          gameType,
          vassalage,
          gameClassify: classFromDialect(ctx.db.scenario.dialect, gameClassify),
          gameName,
        }),
        pageNo,
        pageSize,
      );
      return ok({ games: items.map(gameView), totalPages });
    }),

    endpointHandler(ctx, 'vendorGameTypes', ({ request }) => {
      const query = readQuery(request, endpoints.vendorGameTypes.request);
      if (!query.ok) return query.response;
      const vendor = findVendor(query.data.vassalage);
      return ok(vendor ? [{ gameType: vendor.category, vassalage: vendor.vassalage }] : []);
    }),

    endpointHandler(ctx, 'favouriteIds', ({ request }) => {
      const who = account(ctx, request);
      if (!who) return unauthorized();
      return ok({ favGameIds: favouriteIds(ctx.db, who.id).map(Number) });
    }),

    endpointHandler(ctx, 'favouriteList', ({ request }) => {
      const who = account(ctx, request);
      if (!who) return unauthorized();
      const query = readQuery(request, endpoints.favouriteList.request);
      if (!query.ok) return query.response;
      const ids = favouriteIds(ctx.db, who.id);
      const { items, totalPages } = page(ids, query.data.pageNum, query.data.pageSize);
      return ok({
        content: items.flatMap((id) => {
          const game = findGame(id);
          return game ? [gameView(game)] : [];
        }),
        pageNum: query.data.pageNum,
        totalPages: Math.max(1, totalPages),
        favGameIds: ids.map(Number),
      });
    }),

    endpointHandler(ctx, 'addFavourite', async ({ request }) => {
      const who = account(ctx, request);
      if (!who) return unauthorized();
      const payload = await readPayload(ctx, request, endpoints.addFavourite.request);
      if (!payload.ok) return payload.response;
      const { nodeId, vendor, gameType } = payload.data;
      const game = findGame(nodeId);
      if (!game || !gameMatches(game, vendor, gameType)) return reject(GAME_MESSAGES.gameNotFound);
      if (!addFavourite(ctx.db, who.id, String(game.nodeId))) return reject(GAME_MESSAGES.favouritesFull);
      return ok(null);
    }),

    endpointHandler(ctx, 'removeFavourite', ({ request }) => {
      const who = account(ctx, request);
      if (!who) return unauthorized();
      const query = readQuery(request, endpoints.removeFavourite.request);
      if (!query.ok) return query.response;
      removeFavourite(ctx.db, who.id, query.data.nodeId);
      return ok(null);
    }),

    endpointHandler(ctx, 'recentGames', ({ request }) => {
      const who = account(ctx, request);
      if (!who) return unauthorized();
      const query = readQuery(request, endpoints.recentGames.request);
      if (!query.ok) return query.response;
      const { items } = page(recentGameIds(ctx.db, who.id), query.data.page, query.data.pageSize);
      return ok({ list: items.flatMap((id) => (findGame(id) ? [gameView(findGame(id)!)] : [])) });
    }),

    endpointHandler(ctx, 'roomList', ({ request }) => {
      const query = readQuery(request, endpoints.roomList.request);
      if (!query.ok) return query.response;
      const { vassalage, gameCode } = query.data;
      const games = (gameCatalog().byType.get('LIVE') ?? []).filter(
        (game) => (!vassalage || game.vassalage === vassalage) && (!gameCode || game.gameCode === gameCode),
      );
      const rooms = games.flatMap((game) =>
        [1, 2].map((n) => ({
          roomId: `${game.gameCode}-R${n}`,
          roomName: `${game.gameName} · Mesa ${n}`,
          gameCode: game.gameCode,
          vassalage: game.vassalage,
          dealerName: ['Bianca', 'Rafael', 'Luana', 'Thiago'][(game.nodeId + n) % 4],
          players: (game.nodeId * 7 + n * 13) % 180,
          minBet: 1,
          maxBet: n === 1 ? 5000 : 20000,
          status: 'OPEN',
        })),
      );
      return ok({ list: rooms.slice(0, ROOMS_LIMIT) });
    }),

    endpointHandler(ctx, 'launchGame', ({ request }) => {
      const who = account(ctx, request);
      if (!who) return unauthorized();
      const paused = pauseRefusal(ctx.db, who, 'launchGame');
      if (paused) return paused;
      const query = readQuery(request, endpoints.launchGame.request);
      if (!query.ok) return query.response;
      if (TRIAL_TYPES.includes(who.type)) return reject(GAME_MESSAGES.needRealAccount);
      const limited = launchLimitRefusal(ctx, who);
      if (limited) return limited;
      const data = query.data;
      const session = sessionId(ctx);
      if ('lottoArea' in data) {
        if (data.lottoGameCode && !findLottery(data.lottoGameCode))
          return reject(GAME_MESSAGES.lotteryNotFound);
        if (data.lottoGameCode) recordRecentLottery(ctx.db, who.id, data.lottoGameCode);
        const params = new URLSearchParams({
          area: data.lottoArea,
          mode: data.launchMode,
          prizeMode: data.lottoPrizeMode,
          view: data.lottoView,
          device: data.device,
          back: data.backUrl,
          lang: data.language,
          session,
        });
        if (data.lottoGameCode) params.set('game', data.lottoGameCode);
        return ok({ url: `${LAUNCH_HOST}/lottery/?${params}` });
      }
      const game = findGame(data.nodeId);
      if (!game || !gameMatches(game, data.vassalage, data.gameType))
        return reject(GAME_MESSAGES.gameNotFound);
      recordRecentGame(ctx.db, who.id, String(game.nodeId));
      const params = new URLSearchParams({ lang: data.language, platform: data.platform, session });
      return ok({ url: `${LAUNCH_HOST}/game/${game.vassalage}/${game.gameCode}?${params}` });
    }),

    endpointHandler(ctx, 'freeTrialLaunch', ({ request }) => {
      const query = readQuery(request, endpoints.freeTrialLaunch.request);
      if (!query.ok) return query.response;
      const loggedIn = account(ctx, request) !== undefined;
      if (!loggedIn && !ctx.db.scenario.whiteLabel.FREEPLAY3) return reject(GAME_MESSAGES.freePlayDisabled);
      const data = query.data;
      const game = findGame(data.nodeId);
      if (!game || !gameMatches(game, data.vassalage, data.gameType))
        return reject(GAME_MESSAGES.gameNotFound);
      if (game.supportPlay !== 0) return reject(GAME_MESSAGES.trialUnavailable);
      const params = new URLSearchParams({ lang: data.language, platform: data.platform, mode: 'demo' });
      return ok({ url: `${LAUNCH_HOST}/game/${game.vassalage}/${game.gameCode}?${params}` });
    }),
  ];
}
