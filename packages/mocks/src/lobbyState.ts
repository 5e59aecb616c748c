import type { MockDb } from './db.ts';
import { type CatalogGame, findGame, gameCatalog } from './fixtures/games.ts';

// Favourites and recent games per account, kept in the mock db's state (so the demo persists them like the rest
// of the state). Seeded on first use: jogador01 starts with favourites, recent games and recent lotteries.

/** The favourites list is loaded with page size 999 (§9): more are refused. */
export const MAX_FAVOURITES = 999;
export const MAX_RECENT_GAMES = 50;
export const MAX_RECENT_LOTTERIES = 10;

const JOGADOR01 = '10001';
const AGENTE1 = '20001';

function pickIds(
  type: string,
  count: number,
  from: number,
  predicate: (g: CatalogGame) => boolean = () => true,
) {
  return (gameCatalog().byType.get(type) ?? [])
    .filter(predicate)
    .slice(from, from + count)
    .map((game) => String(game.nodeId));
}

function seedFavourites(): Record<string, string[]> {
  return {
    [JOGADOR01]: [
      ...pickIds('RNG', 4, 0, (g) => g.isHot === 1),
      ...pickIds('RNG', 2, 0, (g) => g.vassalage === 'BGS'),
      ...pickIds('LIVE', 1, 0),
      ...pickIds('FISH', 1, 0),
    ],
    [AGENTE1]: pickIds('RNG', 3, 10),
  };
}

function seedRecentGames(): Record<string, string[]> {
  return {
    [JOGADOR01]: [...pickIds('RNG', 3, 20), ...pickIds('LIVE', 2, 5), ...pickIds('PVP', 1, 0)],
  };
}

function seedRecentLotteries(): Record<string, string[]> {
  return { [JOGADOR01]: ['VN-MB', 'EL-MEGA'] };
}

function favouritesTable(db: MockDb): Record<string, string[]> {
  db.state.favourites ??= seedFavourites();
  return db.state.favourites;
}

function recentTable(db: MockDb): Record<string, string[]> {
  db.state.recentGames ??= seedRecentGames();
  return db.state.recentGames;
}

function recentLotteryTable(db: MockDb): Record<string, string[]> {
  db.state.recentLotteries ??= seedRecentLotteries();
  return db.state.recentLotteries;
}

/** The account's favourite nodeIds, newest first (ids no longer in the catalogue are skipped). */
export function favouriteIds(db: MockDb, accountId: string): string[] {
  return (favouritesTable(db)[accountId] ?? []).filter((id) => findGame(id) !== undefined);
}

/** Adds a favourite (first in the list); adding one twice changes nothing. False when the list is full. */
export function addFavourite(db: MockDb, accountId: string, nodeId: string): boolean {
  const table = favouritesTable(db);
  const current = table[accountId] ?? [];
  if (current.includes(nodeId)) return true;
  if (current.length >= MAX_FAVOURITES) return false;
  table[accountId] = [nodeId, ...current];
  return true;
}

/** Removes a favourite; removing one that is not there changes nothing. */
export function removeFavourite(db: MockDb, accountId: string, nodeId: string): void {
  const table = favouritesTable(db);
  table[accountId] = (table[accountId] ?? []).filter((id) => id !== nodeId);
}

export function recentGameIds(db: MockDb, accountId: string): string[] {
  return (recentTable(db)[accountId] ?? []).filter((id) => findGame(id) !== undefined);
}

/** A launch moves the game to the front of the account's recent games (at most 50). */
export function recordRecentGame(db: MockDb, accountId: string, nodeId: string): void {
  const table = recentTable(db);
  table[accountId] = [nodeId, ...(table[accountId] ?? []).filter((id) => id !== nodeId)].slice(
    0,
    MAX_RECENT_GAMES,
  );
}

export function recentLotteryCodes(db: MockDb, accountId: string): string[] {
  return recentLotteryTable(db)[accountId] ?? [];
}

export function recordRecentLottery(db: MockDb, accountId: string, gameCode: string): void {
  const table = recentLotteryTable(db);
  table[accountId] = [gameCode, ...(table[accountId] ?? []).filter((code) => code !== gameCode)].slice(
    0,
    MAX_RECENT_LOTTERIES,
  );
}
