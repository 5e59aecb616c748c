import {
  filterLocalGames,
  gameListParams,
  homeHotGames,
  homeRecentGames,
  homeVendorSections,
  isVendorBasedCategory,
  LOBBY_PAGE_SIZE,
  type LobbyCategory,
  type LobbyFilter,
  type LobbyLocation,
  type LobbyTab,
  lobbyFromSearchParams,
  lobbyTabs,
  lobbyToSearchParams,
  pageCount,
  pageSlice,
  resolveLobbyAccess,
  selectClassify,
  selectFilter,
  selectPage,
  selectVendor,
  setSearchName,
  vendorsByCategory,
} from '@sorte/domain';
import type { Game, GameListQuery, VendorCard, VendorLane } from '@sorte/gateway';
import type { FailureKind } from '@sorte/ui';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { failureKind } from '../../lib/errors/index.ts';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { openLoginPopupAtom } from '../../state/popupAtoms.ts';
import { isLoginAtom, sessionTokenAtom } from '../../state/sessionAtoms.ts';
import {
  type Favourites,
  favouritesQuery,
  favouriteTogglerAtom,
  gameListQuery,
  hotGamesQuery,
  NO_FAVOURITES,
  recentGamesQuery,
  vendorLanesQuery,
} from './api.ts';

/** A page of games as the grid shows it. */
export interface GamesView {
  status: 'loading' | 'ready' | 'error';
  games: readonly Game[];
  page: number;
  totalPages: number;
  /** How the load failed (status 'error'). */
  failure?: FailureKind;
  retry: () => void;
}

const LOADING: Omit<GamesView, 'retry'> = { status: 'loading', games: [], page: 1, totalPages: 0 };

/** The vendor lanes and, logged in, the account's favourites (queries shared with every page that reads them). */
export function useLobbyData() {
  const store = useStore();
  const isLogin = useAtomValue(isLoginAtom);
  const token = useAtomValue(sessionTokenAtom);
  const calls = useAtomValue(lobbyCallsAtom);
  const lanes = useQuery(vendorLanesQuery(calls));
  const favourites = useQuery({ ...favouritesQuery(calls, token), enabled: isLogin && token !== null });
  // A new session toggles afresh (the one-per-second gate is per session).
  useEffect(() => {
    if (!isLogin) store.get(favouriteTogglerAtom).reset();
  }, [store, isLogin]);
  return { lanes, favourites };
}

/**
 * One lobby (spec §2 Home lobby, §4 Lobby): the tab and filters live in the URL (back, forward, reload and shared
 * links work). `fixedCategory` is a game centre's category (its route implies it); home passes null.
 */
export function useLobby(fixedCategory: LobbyCategory | null) {
  const store = useStore();
  const [searchParams, setSearchParams] = useSearchParams();
  const isLogin = useAtomValue(isLoginAtom);
  const token = useAtomValue(sessionTokenAtom);
  const calls = useAtomValue(lobbyCallsAtom);
  const { lanes, favourites } = useLobbyData();
  const defaultTab: LobbyTab = fixedCategory ?? 'HOME';

  const requested = useMemo(
    () => lobbyFromSearchParams(searchParams, { defaultTab }),
    [searchParams, defaultTab],
  );
  const { tab, state, needsLogin } = resolveLobbyAccess(requested, { isLogin });
  useEffect(() => {
    if (needsLogin) store.set(openLoginPopupAtom);
  }, [needsLogin, store]);

  const go = useCallback(
    (next: LobbyLocation, options: { replace?: boolean } = {}) =>
      setSearchParams((current) => lobbyToSearchParams(next, { defaultTab, base: current }), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      }),
    [setSearchParams, defaultTab],
  );

  const category: LobbyCategory | null =
    fixedCategory ?? (tab === 'HOME' || tab === 'HOT' || tab === 'FAV' ? null : tab);
  const vendorBased = category !== null && isVendorBasedCategory(category);
  const laneList = lanes.data ?? NO_LANES;
  const tabs = useMemo(() => lobbyTabs(laneList), [laneList]);
  const categoryVendors: VendorCard[] = useMemo(
    () => (category ? (vendorsByCategory(laneList).get(category) ?? []) : []),
    [category, laneList],
  );
  const lane = laneList.find((candidate) => candidate.gameCategory === category);

  // What to load: the gateway pages the All list; Hot, Recent and Favourite are whole lists filtered here.
  const listKind: 'none' | 'home' | 'list' | 'hot' | 'recent' | 'fav' =
    category === null
      ? tab === 'HOME'
        ? 'home'
        : tab === 'HOT'
          ? 'hot'
          : 'fav'
      : vendorBased
        ? 'none'
        : ({ ALL: 'list', HOT: 'hot', RECENT: 'recent', FAV: 'fav' } as const)[state.filter];

  const listParams = category && listKind === 'list' ? gameListParams(category, state) : null;
  const list = useQuery({
    ...gameListQuery(calls, listParams ?? NO_LIST),
    enabled: listParams !== null,
  });
  const hot = useQuery({ ...hotGamesQuery(calls), enabled: listKind === 'hot' || listKind === 'home' });
  const recent = useQuery({
    ...recentGamesQuery(calls, token),
    enabled: isLogin && token !== null && (listKind === 'recent' || listKind === 'home'),
  });

  const games: GamesView = useMemo(() => {
    if (listKind === 'list') {
      const retry = () => void list.refetch();
      // The last page stays (dimmed) while the next one loads, and under a failed load.
      const shown = list.data;
      const status = list.isError ? 'error' : list.isPlaceholderData || list.isPending ? 'loading' : 'ready';
      const failure = list.isError ? { failure: failureKind(list.error) } : {};
      if (status === 'ready' && shown)
        return { status, games: shown.games, page: state.page, totalPages: shown.totalPages, retry };
      return shown
        ? { status, games: shown.games, page: state.page, totalPages: shown.totalPages, ...failure, retry }
        : { ...LOADING, status, ...failure, retry };
    }
    const source: Pick<UseQueryResult<readonly Game[]>, 'status' | 'data' | 'error' | 'refetch'> | null =
      listKind === 'hot'
        ? hot
        : listKind === 'recent'
          ? recent
          : listKind === 'fav'
            ? favouriteGames(favourites)
            : null;
    if (!source) return { ...LOADING, retry: () => undefined };
    const retry = () => void source.refetch();
    if (source.status === 'error')
      return { ...LOADING, status: 'error', failure: failureKind(source.error), retry };
    if (source.status !== 'success' || !source.data) return { ...LOADING, retry };
    const all = filterLocalGames(source.data, category, state);
    const totalPages = pageCount(all.length, LOBBY_PAGE_SIZE);
    return {
      status: 'ready',
      games: pageSlice(all, state.page, LOBBY_PAGE_SIZE),
      page: state.page,
      totalPages,
      retry,
    };
  }, [listKind, list, hot, recent, favourites, category, state]);

  const home = useMemo(
    () =>
      listKind === 'home'
        ? {
            hot: hot.data ? homeHotGames(hot.data) : null,
            recent: recent.data ? homeRecentGames(recent.data) : null,
            vendorSections: homeVendorSections(laneList),
          }
        : null,
    [listKind, hot.data, recent.data, laneList],
  );

  return {
    tab,
    tabs,
    state,
    category,
    vendorBased,
    categoryVendors,
    classifies: lane?.gameClassify ?? [],
    lanesStatus: lanes.isError
      ? ('error' as const)
      : lanes.isSuccess
        ? ('ready' as const)
        : ('loading' as const),
    lanesFailure: lanes.isError ? failureKind(lanes.error) : undefined,
    retryLanes: () => void lanes.refetch(),
    games,
    home,
    favGameIds: (favourites.data ?? NO_FAVOURITES).favGameIds,
    selectTab: (next: LobbyTab) => {
      if (next === 'FAV' && !isLogin) {
        store.set(openLoginPopupAtom);
        return;
      }
      go({
        tab: next,
        state: { ...state, filter: 'ALL', vendor: 'ALL', classify: 'ALL', name: '', page: 1 },
      });
    },
    selectFilter: (filter: LobbyFilter) => {
      const result = selectFilter(state, filter, { isLogin });
      if (result.kind === 'needs-login') store.set(openLoginPopupAtom);
      else go({ tab, state: result.state });
    },
    selectVendor: (vendor: string) => go({ tab, state: selectVendor(state, vendor) }),
    selectClassify: (classify: string) => go({ tab, state: selectClassify(state, classify) }),
    search: (name: string) => go({ tab, state: setSearchName(state, name) }),
    selectPage: (page: number) => go({ tab, state: selectPage(state, page, games.totalPages || undefined) }),
    hrefForPage: (page: number) =>
      `?${lobbyToSearchParams({ tab, state: { ...state, page } }, { defaultTab, base: searchParams })}`,
    hrefForTab: (next: LobbyTab) =>
      `?${lobbyToSearchParams({ tab: next, state: { filter: 'ALL', vendor: 'ALL', classify: 'ALL', name: '', page: 1 } }, { defaultTab, base: searchParams })}`,
  };
}

const NO_LANES: readonly VendorLane[] = [];
const NO_LIST: GameListQuery = { gameType: '', pageNo: 1, pageSize: LOBBY_PAGE_SIZE };

/** The favourites query seen as a list of games. */
function favouriteGames(
  favourites: UseQueryResult<Favourites>,
): Pick<UseQueryResult<readonly Game[]>, 'status' | 'data' | 'error' | 'refetch'> {
  return {
    status: favourites.status,
    data: favourites.data?.games,
    error: favourites.error,
    refetch: favourites.refetch as unknown as UseQueryResult<readonly Game[]>['refetch'],
  };
}
