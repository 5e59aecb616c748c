import { DEFAULT_LANGUAGE, gatewayLanguageCode } from '@sorte/domain/languages';
import type { CallOptions, CoreGatewayClient as GatewayClient } from './client.ts';
import type { EndpointOutput } from './endpoints.ts';
import { type PublicContentCalls, publicContentCalls } from './publicContentClient.ts';
import type { UnreadSummary, WinnerBoardRequest } from './schemas/content.ts';
import {
  type FavouriteRequest,
  GAME_CLIENT_TYPE,
  GAME_PLATFORM,
  type GameLaunchRequest,
  type GameListRequest,
  type LotteryLaunchRequest,
  type PlatformCode,
  type RecentGamesRequest,
  type RoomListRequest,
} from './schemas/games.ts';
import type { LotteryPrizeMode } from './schemas/lottery.ts';

/** What the lobby calls fill in themselves (from the client's options). */
export interface LobbyCallContext {
  /** §9 merchant code (runtime config). */
  merchantCode?: string;
  /** The language sent as the `language`/`lang` parameter, as its §1 code (default PT-BR, §1 default language). */
  language?: () => string;
}

/** GCSGAME_gameList's variable parameters (the domain's `gameListParams` gives them). */
export type GameListQuery = Pick<
  GameListRequest,
  'gameType' | 'vassalage' | 'gameClassify' | 'gameName' | 'pageNo' | 'pageSize'
>;

/** A launch: which game (the platform and language are filled in). */
export type GameLaunchQuery = Omit<GameLaunchRequest, 'language' | 'platform'> & { platform?: PlatformCode };

/** `client.games`: spec §7 Games. */
export interface GamesCalls {
  /**
   * GET /lgw/games/game_menus (§7 System "menus"): §3 Vendor category lanes, the source of the lobby's categories,
   * the navigation's vendors and the classify values.
   */
  menus(options?: CallOptions): Promise<EndpointOutput<'gameMenus'>>;
  /** GCSGAME_newGameVendor (platform html5-desktop): the new-games lanes (value.data.lanes). */
  vendors(options?: CallOptions): Promise<EndpointOutput<'gameVendors'>>;
  /** GCSGAME_hotGamesV2 (merchantCode, isPlatform 2, platform, language filled in). */
  hot(
    filter?: { gameType?: string; vassalage?: string },
    options?: CallOptions,
  ): Promise<EndpointOutput<'hotGames'>>;
  /** GCSGAME_gameList (clientType 3, platform, merchant, language filled in; an empty gameName is left out). */
  list(query: GameListQuery, options?: CallOptions): Promise<EndpointOutput<'gameList'>>;
  /** GCSGAME_getVassGameType: the game types of a vendor. */
  vendorGameTypes(vassalage: string, options?: CallOptions): Promise<EndpointOutput<'vendorGameTypes'>>;
  /** MCSFE_getFavoriteGames (token): the favourite ids (favGameIds). */
  favouriteIds(options?: CallOptions): Promise<EndpointOutput<'favouriteIds'>>;
  /** MCSFE_getFavoriteGamesList (token): page size 999 (§9). */
  favourites(query?: { pageNum?: number }, options?: CallOptions): Promise<EndpointOutput<'favouriteList'>>;
  /** MCSFE_addFavoriteGameV2 (token, POST nodeId, vendor, gameType). Never retried. */
  addFavourite(payload: FavouriteRequest, options?: CallOptions): Promise<EndpointOutput<'addFavourite'>>;
  /** MCSFE_removeFavoriteGameV2 (token, DELETE with the payload in the query). Never retried. */
  removeFavourite(
    payload: FavouriteRequest,
    options?: CallOptions,
  ): Promise<EndpointOutput<'removeFavourite'>>;
  /** GCS_recentGame (token): page, pageSize. */
  recent(query?: RecentGamesRequest, options?: CallOptions): Promise<EndpointOutput<'recentGames'>>;
  /** GLS2_roomList: live rooms. */
  rooms(query?: RoomListRequest, options?: CallOptions): Promise<EndpointOutput<'roomList'>>;
  /** GET /wps/game/launchGame (token): `{ url }` for the iframe. Never retried. */
  launch(game: GameLaunchQuery, options?: CallOptions): Promise<EndpointOutput<'launchGame'>>;
  /** GCS_gameLaunchFB: the free-trial launch, no token needed (reading). Never retried. */
  freeTrial(game: GameLaunchQuery, options?: CallOptions): Promise<EndpointOutput<'freeTrialLaunch'>>;
}

/** `client.lottery`: spec §7 Lottery. */
export interface LotteryCalls {
  /** GET /lgw/vn/games/game_menu, prizeMode, device WEB. */
  menu(prizeMode: LotteryPrizeMode, options?: CallOptions): Promise<EndpointOutput<'lotteryMenu'>>;
  /** GET /lgw/vn/games/game_menu/recent (token). */
  recent(options?: CallOptions): Promise<EndpointOutput<'lotteryRecent'>>;
  /** /lgw/vn/numeros/opened/game: the opened draws of a game. */
  draws(
    query: { gameCode: string; pageSize?: number },
    options?: CallOptions,
  ): Promise<EndpointOutput<'lotteryDraws'>>;
  /** /lotto/lgw/games/opened/numero: the latest opened draw of each game. */
  openedNumbers(
    query?: { prizeMode?: LotteryPrizeMode },
    options?: CallOptions,
  ): Promise<EndpointOutput<'lotteryOpenedNumbers'>>;
  /** The lottery lobby launch through /wps/game/launchGame (token) with the §7 parameters (domain `lotteryLaunchParams`). */
  launch(
    params: Omit<LotteryLaunchRequest, 'language'> & { language?: string },
    options?: CallOptions,
  ): Promise<EndpointOutput<'launchGame'>>;
}

/** `client.content`: spec §7 Other relay calls (public content, popular notices, winner board). */
export interface ContentCalls extends PublicContentCalls {
  /** Popular notices (GET; path not shown by the spec, overridable). */
  popularNotices(options?: CallOptions): Promise<EndpointOutput<'popularNotices'>>;
  /** ODSFE2_getWinnerBoard: gameCategory ALL, language, limitNum 20 → value.list. */
  winnerBoard(
    query?: Pick<WinnerBoardRequest, 'gameCategory' | 'limitNum'>,
    options?: CallOptions,
  ): Promise<EndpointOutput<'winnerBoard'>>;
  helpCenter: HelpCenterCall;
  /** MCS2_claimRafflePromotion (POST, token): join or claim a promotion. Never retried. */
  claimPromotion(promotionId: string, options?: CallOptions): Promise<EndpointOutput<'claimPromotion'>>;
  /**
   * CSP_unreadCount (token): the member's unread messages, a whole number (§7; never for a trial account, §6); an
   * answer without per-kind counts is read as messages.
   */
  unreadCount(options?: CallOptions): Promise<number>;
  /** CSP_unreadCount read whole: the §2 badge counts (missions, messages, rewards) and their total. */
  unreadCounts(options?: CallOptions): Promise<UnreadSummary>;
}

/** `client.content.helpCenter`: GET /wps/system/helpCenter with lang and device WEB (§7 System). */
export type HelpCenterCall = (options?: CallOptions) => Promise<EndpointOutput<'helpCenter'>>;

/** `client.chat`: live chat (CBS_modelList, CBS_launchChat → chatUrl). */
export interface ChatCalls {
  models(options?: CallOptions): Promise<EndpointOutput<'chatModels'>>;
  launch(modelId: string, options?: CallOptions): Promise<EndpointOutput<'launchChat'>>;
}

export interface LobbyCalls {
  games: GamesCalls;
  lottery: LotteryCalls;
  content: ContentCalls;
  chat: ChatCalls;
}

function withoutEmpty<T extends Record<string, unknown>>(query: T): T {
  const out = { ...query };
  for (const [key, value] of Object.entries(out)) {
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) delete out[key];
  }
  return out;
}

export function lobbyCalls(call: GatewayClient['call'], context: LobbyCallContext = {}): LobbyCalls {
  const language = () => gatewayLanguageCode(context.language?.()?.trim() || DEFAULT_LANGUAGE);
  const merchant = () => context.merchantCode?.trim() || undefined;

  const games: GamesCalls = {
    menus: (o) => call('gameMenus', { device: 'WEB' }, o),
    vendors: (o) => call('gameVendors', { platform: GAME_PLATFORM }, o),
    hot: (filter = {}, o) =>
      call(
        'hotGames',
        withoutEmpty({
          merchantCode: merchant(),
          isPlatform: 2,
          gameType: filter.gameType,
          vassalage: filter.vassalage,
          platform: GAME_PLATFORM,
          language: language(),
        }),
        o,
      ),
    list: (query, o) =>
      call(
        'gameList',
        withoutEmpty({
          clientType: GAME_CLIENT_TYPE,
          platform: GAME_PLATFORM,
          merchant: merchant(),
          gameType: query.gameType,
          vassalage: query.vassalage,
          gameClassify: query.gameClassify,
          gameName: query.gameName,
          pageNo: query.pageNo,
          pageSize: query.pageSize,
          language: language(),
        }),
        o,
      ),
    vendorGameTypes: (vassalage, o) => call('vendorGameTypes', { vassalage }, o),
    favouriteIds: (o) => call('favouriteIds', undefined, o),
    favourites: (query = {}, o) => call('favouriteList', { pageNum: query.pageNum ?? 1, pageSize: 999 }, o),
    addFavourite: (payload, o) => call('addFavourite', payload, o),
    removeFavourite: (payload, o) => call('removeFavourite', payload, o),
    recent: (query = {}, o) => call('recentGames', query, o),
    rooms: (query = {}, o) => call('roomList', withoutEmpty({ ...query }), o),
    launch: (game, o) =>
      call('launchGame', withoutEmpty({ platform: GAME_PLATFORM, ...game, language: language() }), o),
    freeTrial: (game, o) =>
      call('freeTrialLaunch', withoutEmpty({ platform: GAME_PLATFORM, ...game, language: language() }), o),
  };

  const lottery: LotteryCalls = {
    menu: (prizeMode, o) => call('lotteryMenu', { prizeMode, device: 'WEB' }, o),
    recent: (o) => call('lotteryRecent', undefined, o),
    draws: (query, o) => call('lotteryDraws', withoutEmpty({ ...query }), o),
    openedNumbers: (query = {}, o) => call('lotteryOpenedNumbers', withoutEmpty({ ...query }), o),
    launch: (params, o) =>
      call(
        'launchGame',
        withoutEmpty({
          ...params,
          language: params.language ? gatewayLanguageCode(params.language) : language(),
        }),
        o,
      ),
  };

  const content: ContentCalls = {
    ...publicContentCalls(call),
    popularNotices: (o) => call('popularNotices', undefined, o),
    winnerBoard: (query = {}, o) =>
      call(
        'winnerBoard',
        { gameCategory: query.gameCategory ?? 'ALL', language: language(), limitNum: query.limitNum ?? 20 },
        o,
      ),
    helpCenter: (o) => call('helpCenter', { lang: language(), device: 'WEB' }, o),
    claimPromotion: (promotionId, o) => call('claimPromotion', { promotionId }, o),
    unreadCount: async (o) => {
      const { counts, total } = await call('unreadCount', undefined, o);
      // Per-kind counts without messages mean none; a bare total is read as messages.
      return counts.messages ?? (Object.keys(counts).length > 0 ? 0 : total);
    },
    unreadCounts: (o) => call('unreadCount', undefined, o),
  };

  const chat: ChatCalls = {
    models: (o) => call('chatModels', undefined, o),
    launch: (modelId, o) => call('launchChat', { modelId }, o),
  };

  return { games, lottery, content, chat };
}
