// Story fixtures for the lottery components, mirroring packages/mocks/src/fixtures/lottery.ts (ui stories may not
// import the mocks package): the same games, groups and intervals, draws computed from a fixed clock.
// Used only by stories, never by components.
import type { PrizeMode } from '@sorte/domain';
import type { LotteryDrawItem, LotteryGameItem } from './types.ts';

/** 2026-11-22 12:03:20 UTC: the stories' clock. */
export const LOTTERY_NOW = Date.UTC(2026, 10, 22, 12, 3, 20);
export const LOTTERY_TIME_ZONE = 'UTC';

interface NumbersRule {
  count: number;
  max: number;
  min: number;
  distinct: boolean;
  pad: number;
}

const DIGITS: NumbersRule = { count: 5, min: 0, max: 9, distinct: false, pad: 1 };
const PAIRS: NumbersRule = { count: 6, min: 0, max: 99, distinct: false, pad: 2 };
const SIX_OF_SIXTY: NumbersRule = { count: 6, min: 1, max: 60, distinct: true, pad: 2 };
const FIVE_OF_EIGHTY: NumbersRule = { count: 5, min: 1, max: 80, distinct: true, pad: 2 };
const FOUR_D: NumbersRule = { count: 4, min: 0, max: 9, distinct: false, pad: 1 };

const GAMES: readonly [string, string, PrizeMode, string, number, NumbersRule][] = [
  ['VN-MB', 'Miền Bắc', 'LOTT', 'Norte', 1440, PAIRS],
  ['VN-MT', 'Miền Trung', 'LOTT', 'Centro', 1440, PAIRS],
  ['VN-MN', 'Miền Nam', 'LOTT', 'Sul', 1440, PAIRS],
  ['VN-HN45', 'Hà Nội VIP 45s', 'LOTT', 'VIP', 5, PAIRS],
  ['VN-SG75', 'Sài Gòn VIP 75s', 'LOTT', 'VIP', 5, PAIRS],
  ['ZY-1M', 'Sorte 1 minuto', 'ZY', 'Rápidas', 1, DIGITS],
  ['ZY-3M', 'Sorte 3 minutos', 'ZY', 'Rápidas', 3, DIGITS],
  ['ZY-5M', 'Sorte 5 minutos', 'ZY', 'Rápidas', 5, DIGITS],
  ['EL-MEGA', 'Mega Sorte', 'ELOTT', 'Clássicas', 60, SIX_OF_SIXTY],
  ['EL-QUINA', 'Quina da Sorte', 'ELOTT', 'Clássicas', 30, FIVE_OF_EIGHTY],
  ['EL-FACIL', 'Sorte Fácil', 'ELOTT', 'Rápidas', 10, FIVE_OF_EIGHTY],
  ['SEA-TH', 'Tailândia 4D', 'SEA', 'Sudeste Asiático', 720, FOUR_D],
  ['SEA-MY', 'Malásia 4D', 'SEA', 'Sudeste Asiático', 720, FOUR_D],
  ['SEA-ID', 'Jacarta 4D', 'SEA', 'Sudeste Asiático', 360, FOUR_D],
  ['SEA-PH', 'Manila 4D', 'SEA', 'Sudeste Asiático', 360, FOUR_D],
];

const PALETTE = ['#af002d', '#0a6e45', '#1d5fd1', '#8e2de2', '#b35c00', '#11706b'] as const;

/** A square icon (a ball with the game's initials) as an inline SVG. */
export function lotteryIconArt(name: string, index: number): string {
  const letters = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const color = PALETTE[index % PALETTE.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><rect width="96" height="96" rx="20" fill="${color}"/><circle cx="48" cy="48" r="32" fill="#fff" fill-opacity=".92"/><text x="48" y="58" text-anchor="middle" font-family="system-ui,sans-serif" font-size="28" font-weight="800" fill="${color}">${letters}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const LOTTERY_GAMES: readonly LotteryGameItem[] = GAMES.map(
  ([gameCode, gameName, prizeMode, groupName, drawIntervalMinutes], index) => {
    const interval = drawIntervalMinutes * 60_000;
    return {
      gameCode,
      gameName,
      prizeMode,
      groupName,
      iconUrl: lotteryIconArt(gameName, index),
      drawIntervalMinutes,
      nextCloseTime: (Math.floor(LOTTERY_NOW / interval) + 1) * interval,
    };
  },
);

export function lotteryGamesOf(prizeMode: PrizeMode): LotteryGameItem[] {
  return LOTTERY_GAMES.filter((game) => game.prizeMode === prizeMode);
}

export function lotteryGame(gameCode: string): LotteryGameItem {
  const game = LOTTERY_GAMES.find((candidate) => candidate.gameCode === gameCode);
  if (!game) throw new Error(`no lottery fixture ${gameCode}`);
  return game;
}

/** A small deterministic generator (xorshift), seeded from text. */
function numbersFor(seedText: string, rule: NumbersRule): string[] {
  let seed = [...seedText].reduce((hash, c) => (Math.imul(hash, 31) + c.charCodeAt(0)) | 0, 7) || 1;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 4_294_967_296;
  };
  const out: number[] = [];
  while (out.length < rule.count) {
    const n = rule.min + Math.floor(next() * (rule.max - rule.min + 1));
    if (!rule.distinct || !out.includes(n)) out.push(n);
  }
  if (rule.distinct) out.sort((a, b) => a - b);
  return out.map((n) => String(n).padStart(rule.pad, '0'));
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** The opened draws of a game up to the stories' clock, newest first (numero: UTC date and index in the day). */
export function lotteryDraws(gameCode: string, count: number): LotteryDrawItem[] {
  const entry = GAMES.find(([code]) => code === gameCode);
  if (!entry) throw new Error(`no lottery fixture ${gameCode}`);
  const [, gameName, , , minutes, rule] = entry;
  const interval = minutes * 60_000;
  const latest = Math.floor(LOTTERY_NOW / interval);
  const perDay = Math.max(1, Math.round(1440 / minutes));
  return Array.from({ length: count }, (_, i) => latest - i).map((index) => {
    const openTime = index * interval;
    const date = new Date(openTime);
    const day = `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}`;
    const inDay = Math.floor((openTime % 86_400_000) / interval) + 1;
    return {
      gameCode,
      gameName,
      numero: `${day}-${pad(inDay, String(perDay).length)}`,
      numbers: numbersFor(`${gameCode}#${index}`, rule),
      openTime,
    };
  });
}

/** The latest opened draw of every game, as the opened-numbers call gives them. */
export const LATEST_DRAWS: readonly LotteryDrawItem[] = GAMES.map(
  ([gameCode]) => lotteryDraws(gameCode, 1)[0]!,
);
