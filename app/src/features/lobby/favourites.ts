import {
  createFavouriteToggler,
  favouriteFailedMessage,
  favouritesFrom,
  revertFavouriteOp,
} from '@sorte/domain';
import type { Game } from '@sorte/gateway';
import { atom } from 'jotai';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { forgetQueries, queryCacheAtom } from '../../lib/useGatewayQuery.ts';
import { favouritesAtom } from '../../state/lobbyAtoms.ts';
import { loginPopupAtom, warningDialogAtom } from '../../state/popupAtoms.ts';
import { isLoginAtom } from '../../state/sessionAtoms.ts';
import type { AppStore } from '../../state/store.ts';

/** One toggler per store: one toggle per second per game (spec §5, §9). */
const togglerAtom = atom(() => createFavouriteToggler());

/** Loads favGameIds and the favourite list (page size 999, spec §9) for the account that just logged in. */
export async function loadFavourites(store: AppStore) {
  store.set(favouritesAtom, (previous) => ({ ...previous, status: 'loading' }));
  try {
    const list = await store.get(lobbyCallsAtom).games.favourites();
    store.set(favouritesAtom, { status: 'ready', ...favouritesFrom(list.content, list.favGameIds) });
  } catch (error) {
    store.set(favouritesAtom, (previous) => ({ ...previous, status: 'error', error }));
  }
}

export function resetFavourites(store: AppStore) {
  store.get(togglerAtom).reset();
  store.set(favouritesAtom, { status: 'idle', favGameIds: new Set<string>(), games: [] });
}

/**
 * Spec §4 favourite toggle: the local lists change first, then the gateway is told; a failure undoes exactly
 * this change (other toggles made meanwhile stay) and says so. Logged out, the login popup opens.
 */
export async function toggleFavourite(store: AppStore, game: Game) {
  const current = store.get(favouritesAtom);
  const toggle = store.get(togglerAtom).toggle(current, game, {
    now: Date.now(),
    isLogin: store.get(isLoginAtom),
  });
  if (toggle.kind === 'needs-login') {
    store.set(loginPopupAtom, (previous) => ({ ...previous, open: true }));
    return;
  }
  if (toggle.kind === 'throttled') return;
  store.set(favouritesAtom, { ...current, ...toggle.next });
  const games = store.get(lobbyCallsAtom).games;
  try {
    if (toggle.op.action === 'add') await games.addFavourite(toggle.payload);
    else await games.removeFavourite(toggle.payload);
    forgetQueries(store.get(queryCacheAtom), 'favourites:');
  } catch {
    store.set(favouritesAtom, (latest) => ({ ...latest, ...revertFavouriteOp(latest, toggle.op) }));
    store.set(warningDialogAtom, { message: favouriteFailedMessage });
  }
}
