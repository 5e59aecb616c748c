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
import type { Game, VendorCard } from '@sorte/gateway';
import type { FailureKind } from '@sorte/ui';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { useGatewayQuery } from '../../lib/useGatewayQuery.ts';
import { favouritesAtom, vendorLanesAtom } from '../../state/lobbyAtoms.ts';
import { loginPopupAtom } from '../../state/popupAtoms.ts';
import { isLoginAtom, sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { failureKind } from '../errors/index.ts';
import { loadFavourites, resetFavourites } from './favourites.ts';
import { loadVendorLanes } from './vendorLanes.ts';

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

/** Loads the vendor lanes and keeps the favourites in step with the session (login loads, logout clears). */
export function useLobbyData() {
  const store = useStore();
  const isLogin = useAtomValue(isLoginAtom);
  const favourites = useAtomValue(favouritesAtom);
  const lanes = useAtomValue(vendorLanesAtom);
  useEffect(() => void loadVendorLanes(store), [store]);
  useEffect(() => {
    if (isLogin && favourites.status === 'idle') void loadFavourites(store);
    if (!isLogin && favourites.status !== 'idle') resetFavourites(store);
  }, [store, isLogin, favourites.status]);
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
    if (needsLogin) store.set(loginPopupAtom, (previous) => ({ ...previous, open: true }));
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
  const tabs = useMemo(() => lobbyTabs(lanes.lanes), [lanes.lanes]);
  const categoryVendors: VendorCard[] = useMemo(
    () => (category ? (vendorsByCategory(lanes.lanes).get(category) ?? []) : []),
    [category, lanes.lanes],
  );
  const lane = lanes.lanes.find((candidate) => candidate.gameCategory === category);

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
  const list = useGatewayQuery(listParams ? `list:${JSON.stringify(listParams)}` : null, (signal) =>
    calls.games.list(listParams!, { signal }),
  );
  const hot = useGatewayQuery(listKind === 'hot' || listKind === 'home' ? 'hot' : null, (signal) =>
    calls.games.hot({}, { signal }),
  );
  const recent = useGatewayQuery(
    isLogin && (listKind === 'recent' || listKind === 'home') ? `recent:${token}` : null,
    (signal) => calls.games.recent({}, { signal }),
  );

  const games: GamesView = useMemo(() => {
    if (listKind === 'list') {
      if (list.status === 'ready')
        return {
          status: 'ready',
          games: list.data.games,
          page: state.page,
          totalPages: list.data.totalPages,
          retry: list.retry,
        };
      const previous = list.previous;
      const failure = list.status === 'error' ? { failure: failureKind(list.error) } : {};
      return previous
        ? {
            status: list.status === 'error' ? 'error' : 'loading',
            games: previous.games,
            page: state.page,
            totalPages: previous.totalPages,
            ...failure,
            retry: list.retry,
          }
        : {
            ...LOADING,
            status: list.status === 'error' ? 'error' : 'loading',
            ...failure,
            retry: list.retry,
          };
    }
    const source =
      listKind === 'hot'
        ? hot
        : listKind === 'recent'
          ? recent
          : listKind === 'fav'
            ? favouritesQuery(favourites, () => void loadFavourites(store))
            : null;
    if (!source || source.status === 'idle') return { ...LOADING, retry: () => undefined };
    if (source.status === 'error')
      return { ...LOADING, status: 'error', failure: failureKind(source.error), retry: source.retry };
    if (source.status !== 'ready') return { ...LOADING, retry: source.retry };
    const all = filterLocalGames(source.data, category, state);
    const totalPages = pageCount(all.length, LOBBY_PAGE_SIZE);
    return {
      status: 'ready',
      games: pageSlice(all, state.page, LOBBY_PAGE_SIZE),
      page: state.page,
      totalPages,
      retry: source.retry,
    };
  }, [listKind, list, hot, recent, favourites, category, state, store]);

  const home = useMemo(
    () =>
      listKind === 'home'
        ? {
            hot: hot.status === 'ready' ? homeHotGames(hot.data) : null,
            recent: recent.status === 'ready' ? homeRecentGames(recent.data) : null,
            vendorSections: homeVendorSections(lanes.lanes),
          }
        : null,
    [listKind, hot, recent, lanes.lanes],
  );

  return {
    tab,
    tabs,
    state,
    category,
    vendorBased,
    categoryVendors,
    classifies: lane?.gameClassify ?? [],
    lanesStatus: lanes.status,
    lanesFailure: lanes.status === 'error' ? failureKind(lanes.error) : undefined,
    retryLanes: () => void loadVendorLanes(store),
    games,
    home,
    favGameIds: favourites.favGameIds,
    selectTab: (next: LobbyTab) => {
      if (next === 'FAV' && !isLogin) {
        store.set(loginPopupAtom, (previous) => ({ ...previous, open: true }));
        return;
      }
      go({
        tab: next,
        state: { ...state, filter: 'ALL', vendor: 'ALL', classify: 'ALL', name: '', page: 1 },
      });
    },
    selectFilter: (filter: LobbyFilter) => {
      const result = selectFilter(state, filter, { isLogin });
      if (result.kind === 'needs-login')
        store.set(loginPopupAtom, (previous) => ({ ...previous, open: true }));
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

/** The favourites atom seen as a query (its list loads with the session, page size 999). */
function favouritesQuery(favourites: ReturnType<typeof useLobbyData>['favourites'], retry: () => void) {
  if (favourites.status === 'ready') return { status: 'ready' as const, data: favourites.games, retry };
  if (favourites.status === 'error') {
    return { status: 'error' as const, data: undefined, error: favourites.error, retry };
  }
  return { status: 'loading' as const, data: undefined, retry };
}
