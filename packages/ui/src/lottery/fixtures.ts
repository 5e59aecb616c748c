// Story fixtures for the lottery components: the simulated gateway's own lottery games and draws
// (@sorte/mocks/fixtures), seen from a fixed clock. Used only by stories, never by components.
import type { PrizeMode } from '@sorte/domain';
import { findLottery, LOTTERY_FIXTURES, lotteryGameView, openedDraws } from '@sorte/mocks/fixtures';
import type { LotteryDrawItem, LotteryGameItem } from './types.ts';

/** 2026-11-22 12:03:20 UTC: the stories' clock. */
export const LOTTERY_NOW = Date.UTC(2026, 10, 22, 12, 3, 20);
export const LOTTERY_TIME_ZONE = 'UTC';

/** Every game of the gateway's menus, as its menu call serves them at the stories' clock. */
export const LOTTERY_GAMES: readonly LotteryGameItem[] = LOTTERY_FIXTURES.map((game) =>
  lotteryGameView(game, LOTTERY_NOW),
);

export function lotteryGamesOf(prizeMode: PrizeMode): LotteryGameItem[] {
  return LOTTERY_GAMES.filter((game) => game.prizeMode === prizeMode);
}

export function lotteryGame(gameCode: string): LotteryGameItem {
  const game = LOTTERY_GAMES.find((candidate) => candidate.gameCode === gameCode);
  if (!game) throw new Error(`no lottery fixture ${gameCode}`);
  return game;
}

/** The opened draws of a game up to the stories' clock, newest first, as the gateway serves them. */
export function lotteryDraws(gameCode: string, count: number): LotteryDrawItem[] {
  const game = findLottery(gameCode);
  if (!game) throw new Error(`no lottery fixture ${gameCode}`);
  return openedDraws(game, LOTTERY_NOW, count);
}

/** The latest opened draw of every game, as the opened-numbers call gives them. */
export const LATEST_DRAWS: readonly LotteryDrawItem[] = LOTTERY_FIXTURES.map(
  (game) => openedDraws(game, LOTTERY_NOW, 1)[0]!,
);
