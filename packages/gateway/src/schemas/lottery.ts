import * as v from 'valibot';
import { lenientList, listAnswer, looseNumber, looseString } from '../lenient.ts';
import { queryCode, queryInteger } from './games.ts';

// Lottery calls of spec §7: game menus by prize mode, recent lotteries, opened draws. Shapes beyond the named
// parameters are not shown by the spec; these are the contract's reading (README "Games, lottery and content").

/** §3 Constants: prize modes LOTT, ZY, ELOTT, SEA. */
export const LOTTERY_PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];

/** A lottery game of a menu. */
export interface LotteryGame {
  gameCode: string;
  gameName: string;
  prizeMode?: string;
  /** The menu group (e.g. a region) the game is listed under. */
  groupName?: string;
  iconUrl?: string;
  /** Minutes between draws, when the gateway says. */
  drawIntervalMinutes?: number;
  /** Epoch ms of the next draw's close, when the gateway says. */
  nextCloseTime?: number;
}

export const LotteryGameSchema = v.pipe(
  v.looseObject({
    gameCode: looseString,
    gameName: v.optional(looseString),
    prizeMode: v.optional(looseString),
    groupName: v.optional(looseString),
    iconUrl: v.optional(v.string()),
    drawIntervalMinutes: v.optional(looseNumber),
    nextCloseTime: v.optional(looseNumber),
  }),
  v.check((g) => g.gameCode.trim() !== '', 'gameCode is empty'),
  v.transform((g): LotteryGame => {
    const out: LotteryGame = { gameCode: g.gameCode.trim(), gameName: g.gameName ?? g.gameCode };
    if (g.prizeMode !== undefined) out.prizeMode = g.prizeMode;
    if (g.groupName !== undefined) out.groupName = g.groupName;
    if (g.iconUrl !== undefined) out.iconUrl = g.iconUrl;
    if (g.drawIntervalMinutes !== undefined) out.drawIntervalMinutes = g.drawIntervalMinutes;
    if (g.nextCloseTime !== undefined) out.nextCloseTime = g.nextCloseTime;
    return out;
  }),
);

const GameGroupSchema = v.pipe(
  v.looseObject({
    groupName: v.optional(looseString),
    prizeMode: v.optional(looseString),
    games: lenientList(v.unknown()),
  }),
  v.transform((group) =>
    group.games.flatMap((entry) => {
      const withGroup =
        entry !== null && typeof entry === 'object'
          ? { groupName: group.groupName, prizeMode: group.prizeMode, ...entry }
          : entry;
      const parsed = v.safeParse(LotteryGameSchema, withGroup);
      return parsed.success ? [parsed.output] : [];
    }),
  ),
);

const GroupsSchema = v.pipe(
  v.array(GameGroupSchema),
  v.minLength(1),
  v.transform((groups) => groups.flat()),
);

/**
 * value: `[games]` | `{ list | content | data | … : [games] }` | groups `[{ groupName, prizeMode, games }]` (bare
 * or wrapped) → LotteryGame[] (flat; each game keeps its group name and prize mode).
 */
export const LotteryMenuSchema = v.union([
  GroupsSchema,
  listAnswer(LotteryGameSchema, ['list']),
  ...['list', 'content', 'data', 'groups'].map((key) =>
    v.pipe(
      v.looseObject({ [key]: GroupsSchema }),
      v.transform((o) => o[key] as LotteryGame[]),
    ),
  ),
]);

/** GET /lgw/vn/games/game_menu: prizeMode and device WEB. */
export const LotteryMenuRequestSchema = v.object({
  prizeMode: v.picklist(LOTTERY_PRIZE_MODES),
  device: v.optional(v.literal('WEB'), 'WEB'),
});
export type LotteryMenuRequest = v.InferInput<typeof LotteryMenuRequestSchema>;

// ---- draws: /lgw/vn/numeros/opened/game and /lotto/lgw/games/opened/numero -----------------------------------

/** An opened draw: the game, its numero (draw number) and the numbers drawn. */
export interface LotteryDraw {
  gameCode: string;
  gameName?: string;
  numero: string;
  /** The drawn numbers as text ('07'), in draw order. */
  numbers: string[];
  /** Epoch ms. */
  openTime?: number;
}

const numbersSchema = v.union([
  v.pipe(
    v.array(looseString),
    v.transform((list) => list.map((n) => n.trim()).filter(Boolean)),
  ),
  v.pipe(
    v.string(),
    v.transform((text) =>
      text
        .split(/[\s,|]+/)
        .map((n) => n.trim())
        .filter(Boolean),
    ),
  ),
]);

export const LotteryDrawSchema = v.pipe(
  v.looseObject({
    gameCode: looseString,
    gameName: v.optional(looseString),
    numero: looseString,
    numbers: v.optional(numbersSchema),
    openNumbers: v.optional(numbersSchema),
    openTime: v.optional(looseNumber),
  }),
  v.transform((d): LotteryDraw => {
    const out: LotteryDraw = {
      gameCode: d.gameCode,
      numero: d.numero,
      numbers: d.numbers ?? d.openNumbers ?? [],
    };
    if (d.gameName !== undefined) out.gameName = d.gameName;
    if (d.openTime !== undefined) out.openTime = d.openTime;
    return out;
  }),
);

/** value: `[draws]` | `{ list | content | data | … }` → LotteryDraw[]. */
export const LotteryDrawListSchema = listAnswer(LotteryDrawSchema, ['list']);

/** /lgw/vn/numeros/opened/game: the opened draws of one game, newest first (reading: GET gameCode, pageSize). */
export const GameDrawsRequestSchema = v.object({
  gameCode: queryCode,
  pageSize: v.optional(v.pipe(queryInteger(1), v.maxValue(100)), 10),
});
export type GameDrawsRequest = v.InferInput<typeof GameDrawsRequestSchema>;

/** /lotto/lgw/games/opened/numero: the latest opened draw of every game (reading: GET, optional prizeMode). */
export const OpenedNumbersRequestSchema = v.object({
  prizeMode: v.optional(v.picklist(LOTTERY_PRIZE_MODES)),
});
export type OpenedNumbersRequest = v.InferInput<typeof OpenedNumbersRequestSchema>;
