import { FAVOURITE_THROTTLE_MS } from '../constants.ts';
import { createThrottleGate, type ThrottleGate } from '../throttle/throttle.ts';
import type { GameLike } from './cards.ts';

/** §3 Favourite payload (MCSFE_addFavoriteGameV2 / MCSFE_removeFavoriteGameV2). */
export interface FavouritePayload {
  nodeId: string;
  vendor: string;
  gameType: string;
}

/** §3 Store state favGameIds plus the favourite list shown on /favorite and the FAV tab. */
export interface FavouritesState<G extends GameLike = GameLike> {
  favGameIds: ReadonlySet<string>;
  games: readonly G[];
}

export function emptyFavourites<G extends GameLike>(): FavouritesState<G> {
  return { favGameIds: new Set(), games: [] };
}

/**
 * Favourites from the gateway: the list (page size 999) and, when sent, the id list. Every listed game is a
 * favourite even if the id list forgot it; ids without a loaded game stay in favGameIds (hearts elsewhere).
 */
export function favouritesFrom<G extends GameLike>(
  games: readonly G[] | null | undefined,
  ids?: readonly (string | number)[] | null,
): FavouritesState<G> {
  const seen = new Set<string>();
  const unique = (Array.isArray(games) ? games : []).filter((game) => {
    const id = game == null ? '' : String(game.nodeId);
    if (id === '' || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  for (const id of Array.isArray(ids) ? ids : []) {
    if ((typeof id === 'string' && id !== '') || typeof id === 'number') seen.add(String(id));
  }
  return { favGameIds: seen, games: unique };
}

export function isFavourite(state: FavouritesState, nodeId: string | number): boolean {
  return state.favGameIds.has(String(nodeId));
}

/** §3 Favourite payload of a game: nodeId, vendor (its vassalage) and gameType. */
export function favouritePayload(game: GameLike): FavouritePayload {
  return { nodeId: String(game.nodeId), vendor: game.vassalage ?? '', gameType: game.gameType ?? '' };
}

/** One optimistic change, kept so that exactly this change can be undone. */
export interface FavouriteOp<G extends GameLike = GameLike> {
  action: 'add' | 'remove';
  game: G;
  /** Where the game was in the list before a remove (to put it back in place). */
  index: number;
}

/** §4 Favourite toggle: adding puts the game first in the local lists; removing filters it out. */
export function applyFavouriteOp<G extends GameLike>(
  state: FavouritesState<G>,
  op: FavouriteOp<G>,
): FavouritesState<G> {
  const id = String(op.game.nodeId);
  const ids = new Set(state.favGameIds);
  if (op.action === 'add') {
    ids.add(id);
    return { favGameIds: ids, games: [op.game, ...state.games.filter((g) => String(g.nodeId) !== id)] };
  }
  ids.delete(id);
  return { favGameIds: ids, games: state.games.filter((g) => String(g.nodeId) !== id) };
}

/**
 * Quality bar "Favourites update optimistically and roll back on failure": undoes one op only, so other toggles
 * made meanwhile survive. A failed add removes the game; a failed remove puts it back where it was.
 */
export function revertFavouriteOp<G extends GameLike>(
  state: FavouritesState<G>,
  op: FavouriteOp<G>,
): FavouritesState<G> {
  const id = String(op.game.nodeId);
  const ids = new Set(state.favGameIds);
  if (op.action === 'add') {
    ids.delete(id);
    return { favGameIds: ids, games: state.games.filter((g) => String(g.nodeId) !== id) };
  }
  ids.add(id);
  if (state.games.some((g) => String(g.nodeId) === id)) return { favGameIds: ids, games: state.games };
  const games = [...state.games];
  games.splice(Math.min(Math.max(0, op.index), games.length), 0, op.game);
  return { favGameIds: ids, games };
}

export type FavouriteToggle<G extends GameLike> =
  | { kind: 'needs-login' }
  | { kind: 'throttled' }
  /** Show `next` now, send `payload` (add or remove), and on failure show `revertFavouriteOp(current, op)`. */
  | { kind: 'apply'; op: FavouriteOp<G>; next: FavouritesState<G>; payload: FavouritePayload };

export interface FavouriteToggler {
  toggle<G extends GameLike>(
    state: FavouritesState<G>,
    game: G,
    context: { now: number; isLogin: boolean },
  ): FavouriteToggle<G>;
  /** Forget the throttle (e.g. after logout). */
  reset(): void;
}

/**
 * §4 Favourite toggle with the §5/§9 throttle: one toggle per second per game (a second click on the same heart
 * within 1000 ms is dropped; other games are not held back). Logged out, the login popup opens instead.
 */
export function createFavouriteToggler(intervalMs: number = FAVOURITE_THROTTLE_MS): FavouriteToggler {
  const gates = new Map<string, ThrottleGate>();
  return {
    toggle(state, game, { now, isLogin }) {
      if (!isLogin) return { kind: 'needs-login' };
      const id = String(game.nodeId);
      let gate = gates.get(id);
      if (!gate) {
        gate = createThrottleGate(intervalMs);
        gates.set(id, gate);
      }
      if (!gate.tryPass(now)) return { kind: 'throttled' };
      const adding = !state.favGameIds.has(id);
      const index = state.games.findIndex((g) => String(g.nodeId) === id);
      const op = { action: adding ? 'add' : 'remove', game, index: Math.max(0, index) } as const;
      return { kind: 'apply', op, next: applyFavouriteOp(state, op), payload: favouritePayload(game) };
    },
    reset() {
      gates.clear();
    },
  };
}
