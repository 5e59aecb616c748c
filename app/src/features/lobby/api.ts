import {
  createFavouriteToggler,
  type FavouriteToggle as DomainFavouriteToggle,
  type FavouritesState,
  favouriteFailedMessage,
  favouritesFrom,
  lotteryLaunchParams,
  type PrizeMode,
  revertFavouriteOp,
} from '@sorte/domain';
import type { Game, GameListQuery, LobbyCalls } from '@sorte/gateway';
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { atom } from 'jotai';
import type { RuntimeConfig } from '../../config/runtimeConfig.ts';
import { gatewayLanguage } from '../../lib/gatewayLanguage.ts';
import { queryClientOf } from '../../lib/queryClient.ts';
import { queryKeys, VENDOR_LANES_STALE_MS } from '../../lib/queryKeys.ts';
import { openLoginPopupAtom, showWarningAtom } from '../../state/popupAtoms.ts';
import { isLoginAtom, sessionTokenAtom } from '../../state/sessionAtoms.ts';
import type { AppStore } from '../../state/store.ts';

/** What a game page launches (read from its query by `launchQuery` in useGameLaunch.ts). */
export type LaunchQuery =
  | {
      kind: 'game';
      game: { nodeId: string; vassalage: string; gameType: string; gameCode?: string };
      mode: 'play' | 'trial';
      name: string;
    }
  /** Spec §7 lottery lobby launch: a prize mode and optionally a game; `back` is where the lottery returns. */
  | { kind: 'lottery'; prizeMode: PrizeMode; gameCode: string | null; back: string; name: string };

export const lobbyKeys = {
  lanes: queryKeys.vendorLanes,
  list: queryKeys.gameList,
  hot: queryKeys.hotGames,
  recent: queryKeys.recentGames,
  favourites: queryKeys.favourites,
};

/** The game menus' vendor lanes (§7 System "menus", §3): tabs, navigation items and vendor drop-downs. */
export const vendorLanesQuery = (calls: LobbyCalls) =>
  queryOptions({
    queryKey: lobbyKeys.lanes(),
    queryFn: ({ signal }) => calls.games.menus({ signal }),
    staleTime: VENDOR_LANES_STALE_MS,
  });

/** A page of a category's All list (the gateway pages it); the last page stays on screen while the next loads. */
export const gameListQuery = (calls: LobbyCalls, query: GameListQuery) =>
  queryOptions({
    queryKey: lobbyKeys.list(query),
    queryFn: ({ signal }) => calls.games.list(query, { signal }),
    placeholderData: keepPreviousData,
  });

/** The hot games, one whole list filtered and paged here. */
export const hotGamesQuery = (calls: LobbyCalls) =>
  queryOptions({ queryKey: lobbyKeys.hot(), queryFn: ({ signal }) => calls.games.hot({}, { signal }) });

/** The account's recent games (session-scoped). */
export const recentGamesQuery = (calls: LobbyCalls, token: string | null) =>
  queryOptions({
    queryKey: lobbyKeys.recent(token),
    queryFn: ({ signal }) => calls.games.recent({}, { signal }),
    enabled: token !== null,
  });

export type Favourites = FavouritesState<Game>;

/** §3 favGameIds and the favourite list (page size 999, spec §9) of the account that is logged in. */
export const favouritesQuery = (calls: LobbyCalls, token: string | null) =>
  queryOptions({
    queryKey: lobbyKeys.favourites(token),
    queryFn: async ({ signal }): Promise<Favourites> => {
      const list = await calls.games.favourites({}, { signal });
      return favouritesFrom(list.content, list.favGameIds);
    },
    enabled: token !== null,
  });

export const NO_FAVOURITES: Favourites = { favGameIds: new Set<string>(), games: [] };

/** One toggler per store: one toggle per second per game (spec §5, §9); logout resets it. */
export const favouriteTogglerAtom = atom(() => createFavouriteToggler());

type FavouriteToggle = Extract<DomainFavouriteToggle<Game>, { kind: 'apply' }> & { token: string | null };

/**
 * Spec §4 favourite toggle: decides it (logged out, the login popup opens; a second toggle of a game within a
 * second is dropped) and returns what the mutation is to apply, or null.
 */
export function decideFavouriteToggle(store: AppStore, game: Game): FavouriteToggle | null {
  const token = store.get(sessionTokenAtom);
  const current = queryClientOf(store).getQueryData<Favourites>(lobbyKeys.favourites(token)) ?? NO_FAVOURITES;
  const toggle = store.get(favouriteTogglerAtom).toggle(current, game, {
    now: Date.now(),
    isLogin: store.get(isLoginAtom),
  });
  if (toggle.kind === 'needs-login') {
    store.set(openLoginPopupAtom);
    return null;
  }
  return toggle.kind === 'throttled' ? null : { ...toggle, token };
}

/**
 * The favourite toggle as an optimistic mutation: the cached favourites (every list and heart reading them)
 * change first, then the gateway is told; a failure undoes exactly this change (other toggles made meanwhile
 * stay) and says so. Nothing else changes, so nothing else is invalidated.
 */
export const favouriteToggleMutation = (store: AppStore, calls: LobbyCalls) => {
  const client = queryClientOf(store);
  return mutationOptions({
    mutationKey: ['favourite-toggle'],
    mutationFn: (toggle: FavouriteToggle) =>
      toggle.op.action === 'add'
        ? calls.games.addFavourite(toggle.payload)
        : calls.games.removeFavourite(toggle.payload),
    onMutate: async (toggle: FavouriteToggle) => {
      const key = lobbyKeys.favourites(toggle.token);
      // A favourites read still out would overwrite the optimistic list with the older answer.
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<Favourites>(key, (latest) => ({ ...(latest ?? NO_FAVOURITES), ...toggle.next }));
    },
    onError: (_error, toggle) => {
      client.setQueryData<Favourites>(lobbyKeys.favourites(toggle.token), (latest) =>
        latest ? { ...latest, ...revertFavouriteOp(latest, toggle.op) } : latest,
      );
      store.set(showWarningAtom, { message: favouriteFailedMessage });
    },
  });
};

export interface LaunchVariables {
  query: LaunchQuery;
  /** The session the launch is made in (its recent games change). */
  token: string | null;
  signal: AbortSignal;
}

/**
 * A game launch (launchGame with the token, the free-trial launch, or the lottery lobby launch with the §7
 * parameters). A launch in a session puts the game first in the account's recent games (and recent lotteries):
 * those are read again; nothing else changes.
 */
export const gameLaunchMutation = (
  client: QueryClient,
  calls: LobbyCalls,
  config: Pick<RuntimeConfig, 'allowedLinkHosts'>,
) =>
  mutationOptions({
    mutationKey: ['game-launch'],
    mutationFn: ({ query, signal }: LaunchVariables) =>
      query.kind === 'lottery'
        ? calls.lottery.launch(
            lotteryLaunchParams(
              {
                prizeMode: query.prizeMode,
                gameCode: query.gameCode,
                backUrl: query.back,
                language: gatewayLanguage(),
              },
              { origin: window.location.origin, allowedHosts: config.allowedLinkHosts },
            ),
            { signal },
          )
        : query.mode === 'trial'
          ? calls.games.freeTrial(query.game, { signal })
          : calls.games.launch(query.game, { signal }),
    onSuccess: (_result, { token }) => {
      if (token === null) return;
      void client.invalidateQueries({ queryKey: lobbyKeys.recent(token) });
      void client.invalidateQueries({ queryKey: queryKeys.recentLotteries(token) });
    },
  });
