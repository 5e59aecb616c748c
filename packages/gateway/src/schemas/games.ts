import * as v from 'valibot';
import { lenientList, listAnswer, looseBoolean, looseNumber, looseString } from '../lenient.ts';
import { withEntityId } from '../lenientFields.ts';

// Games calls of spec §7 (relay paths under /wps/relay/, and GET /wps/game/launchGame), §3 Game and Vendor card.

// ---- request pieces ----------------------------------------------------------------------------------------
// GET parameters travel in the query string. Numbers accept numeric strings too, so the simulated gateway can
// read a query with the very same schema; what is sent is always the normalised value.

/** A whole number ≥ `min` (a numeric string is accepted and normalised). */
export const queryInteger = (min: number) => v.pipe(looseNumber, v.integer(), v.minValue(min));
/** A non-empty code (vendor, game type, class, game code): letters, digits, '_', '.', '-', at most 60. */
export const queryCode = v.pipe(
  looseString,
  v.trim(),
  v.nonEmpty(),
  v.maxLength(60),
  v.regex(/^[A-Za-z0-9_.-]+$/, 'a plain code'),
);
/** Free text (a search), trimmed, at most 100 characters; empty is left out by the client. */
export const queryText = v.pipe(v.string(), v.trim(), v.maxLength(100));

/** §9 Platform codes W, flash, html5-desktop. */
export const PLATFORM_CODES = ['W', 'flash', 'html5-desktop'] as const;
export type PlatformCode = (typeof PLATFORM_CODES)[number];
/** The platform code the game calls send (GCSGAME_newGameVendor: "platform html5-desktop"). */
export const GAME_PLATFORM: PlatformCode = 'html5-desktop';
/** §9 clientType 3. */
export const GAME_CLIENT_TYPE = 3;

const platform = v.picklist(PLATFORM_CODES);
const language = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(20));

// ---- response pieces -----------------------------------------------------------------------------------------

/** 1/0 as numbers, booleans or their strings → 1 | 0 (other numbers are kept). */
const flag = v.union([
  looseNumber,
  v.pipe(
    looseBoolean,
    v.transform((on) => (on ? 1 : 0)),
  ),
]);

/** §3 Game, normalised. */
export interface Game {
  nodeId: string;
  /** nodeName/gameName (§3 "nodeName/gameName"): gameName, else nodeName, else ''. */
  gameName: string;
  nodeName?: string;
  displayName?: string;
  /** iconUrl, else showIcon (§3 "iconUrl/showIcon"). */
  iconUrl?: string;
  /** Vendor code. */
  vassalage: string;
  gameType: string;
  gameCode?: string;
  isGame?: number;
  gameClassify?: string;
  /** 1 means hot. Absent → 0. */
  isHot: number;
  /** 0 means trial allowed. Absent stays absent (no trial). */
  supportPlay?: number;
  /**
   * Return to player (a reading, issue 26 item 6: `rtp`, also `RTP` or `returnToPlayer`): a number when it reads as
   * one, else the text as written ("96,5%"); the domain's `gameRtp` reads it or shows "RTP indisponível".
   */
  rtp?: number | string;
}

const rtpValue = v.optional(v.union([v.number(), v.string()]));

export const GameSchema = v.pipe(
  withEntityId('game', 'nodeId'),
  v.looseObject({
    nodeId: looseString,
    nodeName: v.optional(looseString),
    gameName: v.optional(looseString),
    displayName: v.optional(looseString),
    iconUrl: v.optional(v.string()),
    showIcon: v.optional(v.string()),
    vassalage: v.optional(looseString),
    gameType: v.optional(looseString),
    gameCode: v.optional(looseString),
    isGame: v.optional(flag),
    gameClassify: v.optional(looseString),
    isHot: v.optional(flag),
    supportPlay: v.optional(flag),
    rtp: rtpValue,
    RTP: rtpValue,
    returnToPlayer: rtpValue,
  }),
  v.check((g) => g.nodeId.trim() !== '', 'nodeId is empty'),
  v.transform((g): Game => {
    const out: Game = {
      nodeId: g.nodeId.trim(),
      gameName: g.gameName ?? g.nodeName ?? g.displayName ?? '',
      vassalage: g.vassalage ?? '',
      gameType: g.gameType ?? '',
      isHot: g.isHot ?? 0,
    };
    if (g.nodeName !== undefined) out.nodeName = g.nodeName;
    if (g.displayName !== undefined) out.displayName = g.displayName;
    const icon = g.iconUrl ?? g.showIcon;
    if (icon !== undefined) out.iconUrl = icon;
    if (g.gameCode !== undefined) out.gameCode = g.gameCode;
    if (g.isGame !== undefined) out.isGame = g.isGame;
    if (g.gameClassify !== undefined) out.gameClassify = g.gameClassify;
    if (g.supportPlay !== undefined) out.supportPlay = g.supportPlay;
    const rtp = g.rtp ?? g.RTP ?? g.returnToPlayer;
    if (rtp !== undefined) {
      const number = v.safeParse(looseNumber, rtp);
      out.rtp = number.success ? number.output : rtp;
    }
    return out;
  }),
);

export const GameListSchema = lenientList(GameSchema);

/** value: `{ list }` (spec) | `[...]` | `{ content | data | rows | … }` → Game[] (hot games, recent games). */
export const GameArraySchema = listAnswer(GameSchema, ['list']);

// ---- GCSGAME_newGameVendor: GET, platform html5-desktop → value.data.lanes ----------------------------------

export const VendorsRequestSchema = v.object({
  platform: v.optional(platform, GAME_PLATFORM),
});
export type VendorsRequest = v.InferInput<typeof VendorsRequestSchema>;

/** §3 Vendor card (lagerIcon, displayName, gameType) with its vassalage. */
export interface VendorCard {
  vassalage: string;
  displayName: string;
  lagerIcon?: string;
  /** The vendor's game type; the lane's category when the card has none. */
  gameType: string;
}

/** §3 gameClassify: a class name and the vendors that have games of it. */
export interface GameClassify {
  name: string;
  vendors: string[];
}

/** §3 Vendor category: gameCategory, vendors, cards keyed by vassalage, gameClassify (name and vendors). */
export interface VendorLane {
  gameCategory: string;
  /** In the lane's order, each with its card merged in. */
  vendors: VendorCard[];
  gameClassify: GameClassify[];
}

const CardSchema = v.looseObject({
  vassalage: v.optional(looseString),
  vendor: v.optional(looseString),
  vendorCode: v.optional(looseString),
  lagerIcon: v.optional(v.string()),
  displayName: v.optional(looseString),
  gameType: v.optional(looseString),
});
type Card = v.InferOutput<typeof CardSchema>;

const cardCode = (card: Card) => (card.vassalage ?? card.vendor ?? card.vendorCode ?? '').trim();

/** A vendor as a code or as a card object (§3 Vendor card with its vassalage). */
const VendorEntrySchema = v.union([looseString, CardSchema]);

const ClassifySchema = v.pipe(
  v.union([
    v.pipe(
      looseString,
      v.transform((name) => ({ name, code: undefined, gameClassify: undefined, vendors: undefined })),
    ),
    v.looseObject({
      name: v.optional(looseString),
      code: v.optional(looseString),
      gameClassify: v.optional(looseString),
      vendors: v.optional(lenientList(VendorEntrySchema)),
    }),
  ]),
  v.transform((c) => ({
    name: (c.name ?? c.code ?? c.gameClassify ?? '').trim(),
    vendors: (c.vendors ?? []).map((entry) => (typeof entry === 'string' ? entry.trim() : cardCode(entry))),
  })),
  v.check((c) => c.name !== '', 'a class without a name'),
  v.transform((c): GameClassify => ({ name: c.name, vendors: c.vendors.filter(Boolean) })),
);

/** cards keyed by vassalage (spec) or a list of cards carrying their vassalage. */
const CardsSchema = v.union([
  v.pipe(
    lenientList(CardSchema),
    v.transform((list) => Object.fromEntries(list.map((card) => [cardCode(card), card] as const))),
  ),
  v.record(v.string(), v.fallback(CardSchema, {})),
]);

const LaneSchema = v.pipe(
  v.looseObject({
    gameCategory: v.pipe(looseString, v.trim(), v.nonEmpty()),
    vendors: v.optional(v.fallback(lenientList(VendorEntrySchema), [])),
    cards: v.optional(v.fallback(CardsSchema, {}), {}),
    gameClassify: v.optional(v.fallback(lenientList(ClassifySchema), []), []),
  }),
  v.transform((lane): VendorLane => {
    const vendors: VendorCard[] = [];
    const seen = new Set<string>();
    // Without a vendor list, the cards' keys (in their order) are the vendors.
    const entries = lane.vendors ?? Object.keys(lane.cards);
    for (const entry of entries) {
      const vassalage = typeof entry === 'string' ? entry.trim() : cardCode(entry);
      if (vassalage === '' || seen.has(vassalage)) continue;
      seen.add(vassalage);
      const card: Card = {
        ...(Object.hasOwn(lane.cards, vassalage) ? lane.cards[vassalage] : {}),
        ...(typeof entry === 'string' ? {} : entry),
      };
      const out: VendorCard = {
        vassalage,
        displayName: card.displayName ?? vassalage,
        gameType: card.gameType ?? lane.gameCategory,
      };
      if (card.lagerIcon !== undefined) out.lagerIcon = card.lagerIcon;
      vendors.push(out);
    }
    return { gameCategory: lane.gameCategory, vendors, gameClassify: lane.gameClassify };
  }),
);

/**
 * §3 Vendor category lists (game_menus, GCSGAME_newGameVendor): value `{ data: { lanes } }` (§7 newGameVendor's
 * words) | `{ lanes }` | `[lanes]` | `{ list | content | data | menus | categories }` (also one level down)
 * → VendorLane[] (broken lanes dropped).
 */
export const VendorLanesSchema = listAnswer(LaneSchema, ['lanes', 'menus', 'categories']);

/** GET /lgw/games/game_menus (§7 System "menus"): reading: no parameters the spec names; device WEB. */
export const GameMenusRequestSchema = v.object({
  device: v.optional(v.literal('WEB'), 'WEB'),
});
export type GameMenusRequest = v.InferInput<typeof GameMenusRequestSchema>;

// ---- GCSGAME_hotGamesV2: GET → list ---------------------------------------------------------------------

/** merchantCode, isPlatform 2, gameType, vassalage, platform, language (§7). */
export const HotGamesRequestSchema = v.object({
  merchantCode: v.optional(queryCode),
  isPlatform: v.optional(v.pipe(queryInteger(0), v.value(2)), 2),
  gameType: v.optional(queryCode),
  vassalage: v.optional(queryCode),
  platform: v.optional(platform, GAME_PLATFORM),
  language,
});
export type HotGamesRequest = v.InferInput<typeof HotGamesRequestSchema>;

// ---- GCSGAME_gameList: GET → { games, totalPages } ---------------------------------------------------------

/** clientType 3, platform, merchant, gameType, vassalage, gameClassify, gameName, pageNo, pageSize, language (§7). */
export const GameListRequestSchema = v.object({
  clientType: v.optional(v.pipe(queryInteger(0), v.value(GAME_CLIENT_TYPE)), GAME_CLIENT_TYPE),
  platform: v.optional(platform, GAME_PLATFORM),
  merchant: v.optional(queryCode),
  gameType: queryCode,
  vassalage: v.optional(queryCode),
  gameClassify: v.optional(queryCode),
  gameName: v.optional(queryText),
  pageNo: queryInteger(1),
  pageSize: v.pipe(queryInteger(1), v.maxValue(999)),
  language,
});
export type GameListRequest = v.InferInput<typeof GameListRequestSchema>;

export interface GamePage {
  games: Game[];
  totalPages: number;
}

const pageCountSchema = v.pipe(looseNumber, v.integer(), v.minValue(0));
const PAGE_LIST_KEYS = ['games', 'list', 'content', 'records', 'rows'] as const;

const PageObjectSchema = v.pipe(
  v.looseObject({
    totalPages: v.optional(pageCountSchema),
    totalPage: v.optional(pageCountSchema),
    pages: v.optional(pageCountSchema),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const o = dataset.value as typeof dataset.value & Record<string, unknown>;
    const key = PAGE_LIST_KEYS.find((candidate) => Array.isArray(o[candidate]));
    const games = key ? v.safeParse(GameListSchema, o[key]) : undefined;
    if (!games?.success) {
      addIssue({ message: `a page without a readable games list (${PAGE_LIST_KEYS.join(' | ')})` });
      return NEVER;
    }
    const totalPages = o.totalPages ?? o.totalPage ?? o.pages ?? (games.output.length > 0 ? 1 : 0);
    return { games: games.output, totalPages } satisfies GamePage;
  }),
);
const pageForms = v.union([
  v.pipe(
    GameListSchema,
    v.transform((games): GamePage => ({ games, totalPages: games.length > 0 ? 1 : 0 })),
  ),
  PageObjectSchema,
]);

/**
 * value: `{ games, totalPages }` (§7 "Response games, totalPages") | `{ list | content | records | rows,
 * totalPages | totalPage | pages }` | a bare list (one page) | any of these in `{ data }` → GamePage. Without a
 * games list the answer is an error, not an empty page.
 */
export const GamePageSchema = v.union([
  pageForms,
  v.pipe(
    v.looseObject({ data: pageForms }),
    v.transform((o) => o.data),
  ),
]);

// ---- GCSGAME_getVassGameType: GET (shape not shown) → the vendor's game types ---------------------------------

export const VendorGameTypesRequestSchema = v.object({ vassalage: queryCode });
export type VendorGameTypesRequest = v.InferInput<typeof VendorGameTypesRequestSchema>;

const gameTypeEntry = v.union([
  looseString,
  v.pipe(
    v.looseObject({ gameType: looseString }),
    v.transform((o) => o.gameType),
  ),
]);

/**
 * value: 'RNG' | ['RNG', …] | [{ gameType }, …] | { list | content | data | gameTypes } | { gameType } → string[]
 * (reading: spec shows no shape).
 */
export const VendorGameTypesSchema = v.union([
  v.pipe(
    looseString,
    v.transform((type) => [type]),
  ),
  listAnswer(gameTypeEntry, ['gameTypes']),
  v.pipe(
    v.looseObject({ gameType: looseString }),
    v.transform((o) => [o.gameType]),
  ),
]);

// ---- favourites: MCSFE_getFavoriteGames (ids), MCSFE_getFavoriteGamesList, add/remove V2 ----------------------

const idEntry = v.union([
  looseString,
  v.pipe(
    withEntityId('game', 'nodeId'),
    v.looseObject({ nodeId: looseString }),
    v.transform((o) => o.nodeId),
  ),
]);

/** value: `{ favGameIds }` (§3) | `[ids]` | `{ list | content | data | … }` → string[] (ids as strings). */
export const FavouriteIdsSchema = listAnswer(idEntry, ['favGameIds']);

/** §9 Favourites load with page size 999. */
export const FavouriteListRequestSchema = v.object({
  pageNum: v.optional(queryInteger(1), 1),
  pageSize: v.optional(v.pipe(queryInteger(1), v.maxValue(999)), 999),
});
export type FavouriteListRequest = v.InferInput<typeof FavouriteListRequestSchema>;

/** §3 Favourite list: content, pageNum, totalPages, plus the favourite id list (favGameIds). */
export interface FavouriteList {
  content: Game[];
  pageNum: number;
  totalPages: number;
  /** The listed games' ids plus any favGameIds the gateway sent. */
  favGameIds: string[];
}

const FAVOURITE_LIST_KEYS = ['content', 'list', 'data', 'records', 'games'] as const;

const FavouritePageSchema = v.pipe(
  v.looseObject({
    pageNum: v.optional(looseNumber),
    totalPages: v.optional(looseNumber),
    favGameIds: v.optional(v.fallback(lenientList(idEntry), [])),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const o = dataset.value as typeof dataset.value & Record<string, unknown>;
    const key = FAVOURITE_LIST_KEYS.find((candidate) => Array.isArray(o[candidate]));
    const content = key ? v.safeParse(GameListSchema, o[key]) : undefined;
    const page = { pageNum: o.pageNum ?? 1, totalPages: o.totalPages ?? 1 };
    if (content?.success) return { content: content.output, ...page, favGameIds: o.favGameIds ?? [] };
    // §3 "Favourite list: content, pageNum, totalPages, plus a favourite id list": an empty page may carry ids only.
    if (!key && o.favGameIds) return { content: [] as Game[], ...page, favGameIds: o.favGameIds };
    addIssue({ message: `a favourite list without a readable list (${FAVOURITE_LIST_KEYS.join(' | ')})` });
    return NEVER;
  }),
);

/**
 * value: `{ content, pageNum, totalPages, favGameIds? }` (§3, §7) | `{ list | data | records | games, … }` | a bare
 * list → FavouriteList. An answer without a list (nor favGameIds) is an error.
 */
export const FavouriteListSchema = v.pipe(
  v.union([
    // The bare list first: an array is an object to valibot's object schemas.
    v.pipe(
      GameListSchema,
      v.transform((content) => ({ content, pageNum: 1, totalPages: 1, favGameIds: [] as string[] })),
    ),
    FavouritePageSchema,
  ]),
  v.transform(
    (o): FavouriteList => ({
      content: o.content,
      pageNum: o.pageNum,
      totalPages: o.totalPages,
      favGameIds: [...new Set([...o.content.map((g) => g.nodeId), ...o.favGameIds])],
    }),
  ),
);

/** §3 Favourite payload: nodeId, vendor, gameType. */
export const FavouriteRequestSchema = v.object({
  nodeId: v.pipe(looseString, v.trim(), v.nonEmpty(), v.maxLength(60)),
  vendor: queryCode,
  gameType: queryCode,
});
export type FavouriteRequest = v.InferInput<typeof FavouriteRequestSchema>;

/** Any value (or none): the caller keeps its optimistic lists. */
export const FavouriteResultSchema = v.pipe(
  v.unknown(),
  v.transform((): undefined => undefined),
);

// ---- GCS_recentGame: GET page, pageSize → list ----------------------------------------------------------

export const RecentGamesRequestSchema = v.object({
  page: v.optional(queryInteger(1), 1),
  pageSize: v.optional(v.pipe(queryInteger(1), v.maxValue(999)), 12),
});
export type RecentGamesRequest = v.InferInput<typeof RecentGamesRequestSchema>;

// ---- GLS2_roomList (shape not shown): live rooms of a vendor or game ---------------------------------------

export const RoomListRequestSchema = v.object({
  vassalage: v.optional(queryCode),
  gameCode: v.optional(queryCode),
});
export type RoomListRequest = v.InferInput<typeof RoomListRequestSchema>;

export const RoomSchema = v.looseObject({
  roomId: looseString,
  roomName: v.optional(looseString),
  gameCode: v.optional(looseString),
  vassalage: v.optional(looseString),
  dealerName: v.optional(looseString),
  players: v.optional(looseNumber),
  minBet: v.optional(looseNumber),
  maxBet: v.optional(looseNumber),
  status: v.optional(looseString),
});
export type Room = v.InferOutput<typeof RoomSchema>;

/** value: `[...]` | `{ list | content | data | rooms | … }` → rooms (reading: the spec shows no shape). */
export const RoomListSchema = listAnswer(RoomSchema, ['rooms']);

// ---- launch: GET /wps/game/launchGame (token); GCS_gameLaunchFB (free trial, reading) -----------------------

/** A game launch: which game, and how. */
export const GameLaunchRequestSchema = v.object({
  nodeId: v.pipe(looseString, v.trim(), v.nonEmpty(), v.maxLength(60)),
  gameCode: v.optional(queryCode),
  vassalage: queryCode,
  gameType: queryCode,
  platform: v.optional(platform, GAME_PLATFORM),
  language,
});
export type GameLaunchRequest = v.InferInput<typeof GameLaunchRequestSchema>;

/** §7 Lottery "Lobby launch: lottoArea VN, launchMode, lottoPrizeMode, lottoGameCode, lottoView, device, backUrl, language". */
export const LotteryLaunchRequestSchema = v.object({
  lottoArea: v.literal('VN'),
  launchMode: queryCode,
  lottoPrizeMode: v.picklist(['LOTT', 'ZY', 'ELOTT', 'SEA']),
  lottoGameCode: v.optional(queryCode),
  lottoView: queryCode,
  device: queryCode,
  /** Validated by the caller (domain `lotteryLaunchParams`); here only its form: an absolute http(s) URL. */
  backUrl: v.pipe(v.string(), v.maxLength(2000), v.url(), v.regex(/^https?:\/\//i, 'an http(s) URL')),
  language,
});
export type LotteryLaunchRequest = v.InferInput<typeof LotteryLaunchRequestSchema>;

/** launchGame takes either (the lottery lobby launch is recognised by its lottoArea). */
export const LaunchRequestSchema = v.union([LotteryLaunchRequestSchema, GameLaunchRequestSchema]);
export type LaunchRequest = v.InferInput<typeof LaunchRequestSchema>;

export interface LaunchResult {
  /** The game address for the iframe: check it with the domain's `frameTarget` before use. */
  url: string;
}

/** value: 'https://…' | { url | gameUrl | launchUrl } → `{ url }`. */
export const LaunchResultSchema = v.union([
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(),
    v.transform((url): LaunchResult => ({ url })),
  ),
  v.pipe(
    v.looseObject({
      url: v.optional(v.string()),
      gameUrl: v.optional(v.string()),
      launchUrl: v.optional(v.string()),
    }),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const url = (dataset.value.url ?? dataset.value.gameUrl ?? dataset.value.launchUrl ?? '').trim();
      if (url === '') {
        addIssue({ message: 'launch answer has no url (url | gameUrl | launchUrl)' });
        return NEVER;
      }
      return { url } satisfies LaunchResult;
    }),
  ),
]);
