import { INHOUSE_VENDOR, LOBBY_PAGE_SIZE, LOBBY_PARAM_KEYS } from '../constants.ts';
import {
  INHOUSE_CATEGORY,
  isInHouseVendor,
  LOBBY_TABS,
  type LobbyCategory,
  type LobbyTab,
} from './categories.ts';
import { ALL_CLASSES } from './classify.ts';
import { clampPage } from './pagination.ts';

/** §2 Game lobby filters All, Hot, Recent and Favourite (§3 game select types ALL, HOT, RECENT, FAV). */
export const LOBBY_FILTERS = ['ALL', 'HOT', 'RECENT', 'FAV'] as const;
export type LobbyFilter = (typeof LOBBY_FILTERS)[number];

/** The vendor value meaning "every vendor". */
export const ALL_VENDORS = 'ALL';

/** Not in the spec: bounds that keep a hostile URL from producing absurd state. */
export const MAX_LOBBY_PAGE = 100_000;
export const MAX_SEARCH_LENGTH = 100;
const CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;

/** The state of one game lobby (a tab of home, or a game centre). It lives in the URL (see below). */
export interface LobbyState {
  filter: LobbyFilter;
  /** 'ALL' or a vassalage. */
  vendor: string;
  /** 'ALL' or a class code. */
  classify: string;
  /** The search box as typed; only used under ALL, trimmed (§5 Game search). */
  name: string;
  /** 1-based. */
  page: number;
}

export const DEFAULT_LOBBY_STATE: Readonly<LobbyState> = Object.freeze({
  filter: 'ALL',
  vendor: ALL_VENDORS,
  classify: ALL_CLASSES,
  name: '',
  page: 1,
});

/** §4 Lobby: FAV and Recent need a login. */
export function filterNeedsLogin(filter: LobbyFilter): boolean {
  return filter === 'FAV' || filter === 'RECENT';
}

/** The FAV tab needs a login too. */
export function tabNeedsLogin(tab: LobbyTab): boolean {
  return tab === 'FAV';
}

export type LobbyTransition = { kind: 'ok'; state: LobbyState } | { kind: 'needs-login' };

/**
 * §4 Lobby: choosing FAV or Recent while logged out opens the login popup (state unchanged). Changing the filter
 * goes back to page 1; leaving All clears the search (§2: name search only under All).
 */
export function selectFilter(
  state: LobbyState,
  filter: LobbyFilter,
  session: { isLogin: boolean },
): LobbyTransition {
  if (!session.isLogin && filterNeedsLogin(filter)) return { kind: 'needs-login' };
  if (filter === state.filter) return { kind: 'ok', state };
  return { kind: 'ok', state: { ...state, filter, name: filter === 'ALL' ? state.name : '', page: 1 } };
}

/** §4 Lobby: changing the vendor resets classify to ALL and the page to 1. */
export function selectVendor(state: LobbyState, vendor: string): LobbyState {
  const next = normaliseCode(vendor, ALL_VENDORS);
  if (next === state.vendor) return state;
  return { ...state, vendor: next, classify: ALL_CLASSES, page: 1 };
}

/** Choosing a class goes back to page 1. */
export function selectClassify(state: LobbyState, classify: string): LobbyState {
  const next = normaliseCode(classify, ALL_CLASSES);
  if (next === state.classify) return state;
  return { ...state, classify: next, page: 1 };
}

/**
 * §2 name search only under All: typing elsewhere is ignored. A change of the trimmed text goes back to
 * page 1; the raw text is kept for the input.
 */
export function setSearchName(state: LobbyState, name: string): LobbyState {
  if (state.filter !== 'ALL') return state;
  const text = name.slice(0, MAX_SEARCH_LENGTH);
  const changed = text.trim() !== state.name.trim();
  return { ...state, name: text, page: changed ? 1 : state.page };
}

/** Go to a page (kept within 1…totalPages when the total is known). */
export function selectPage(state: LobbyState, page: number, totalPages?: number): LobbyState {
  const next = clampPage(page, totalPages ?? MAX_LOBBY_PAGE);
  return next === state.page ? state : { ...state, page: next };
}

/** §5 Game search: the name sent, trimmed, and only under All ('' otherwise). */
export function searchTerm(state: Pick<LobbyState, 'filter' | 'name'>): string {
  return state.filter === 'ALL' ? state.name.trim() : '';
}

function normaliseCode(raw: unknown, fallback: string): string {
  if (typeof raw !== 'string') return fallback;
  const text = raw.trim();
  if (text.toUpperCase() === 'ALL') return 'ALL';
  return CODE.test(text) ? text : fallback;
}

function normaliseFilter(raw: unknown): LobbyFilter {
  if (typeof raw !== 'string') return 'ALL';
  const text = raw.trim().toUpperCase();
  if (text === 'FAVORITE' || text === 'FAVOURITE') return 'FAV';
  return (LOBBY_FILTERS as readonly string[]).includes(text) ? (text as LobbyFilter) : 'ALL';
}

/** Any state (e.g. from storage or a hand-made object) made valid: the canonical form the URL holds. */
export function normaliseLobbyState(input: Partial<Record<keyof LobbyState, unknown>>): LobbyState {
  const filter = normaliseFilter(input.filter);
  const name =
    filter === 'ALL' && typeof input.name === 'string' ? input.name.slice(0, MAX_SEARCH_LENGTH).trim() : '';
  const page = typeof input.page === 'number' ? clampPage(input.page, MAX_LOBBY_PAGE) : 1;
  return {
    filter,
    vendor: normaliseCode(input.vendor, ALL_VENDORS),
    classify: normaliseCode(input.classify, ALL_CLASSES),
    name,
    page,
  };
}

// ---- URL search params ---------------------------------------------------------------------------------

export interface LobbyLocation {
  /** The home lobby's tab; a game centre's route implies its category (pass it as `defaultTab`). */
  tab: LobbyTab;
  state: LobbyState;
}

function parseTab(raw: string | null, fallback: LobbyTab): LobbyTab {
  if (raw === null) return fallback;
  const text = raw.trim().toUpperCase();
  return (LOBBY_TABS as readonly string[]).includes(text) ? (text as LobbyTab) : fallback;
}

function parsePage(raw: string | null): number {
  if (raw === null || !/^\s*\d{1,9}\s*$/.test(raw)) return 1;
  return clampPage(Number(raw), MAX_LOBBY_PAGE);
}

/**
 * Reads the lobby from a URL query. Never throws: unknown, malformed or oversized values fall back to the
 * defaults, a repeated key uses its first value, and a search under a filter other than All is dropped.
 */
export function lobbyFromSearchParams(
  params: URLSearchParams | string,
  options: { defaultTab?: LobbyTab } = {},
): LobbyLocation {
  let query: URLSearchParams;
  try {
    query = typeof params === 'string' ? new URLSearchParams(params) : params;
  } catch {
    query = new URLSearchParams();
  }
  const defaultTab = options.defaultTab ?? 'HOME';
  const state = normaliseLobbyState({
    filter: query.get(LOBBY_PARAM_KEYS.filter),
    vendor: query.get(LOBBY_PARAM_KEYS.vendor),
    classify: query.get(LOBBY_PARAM_KEYS.classify),
    name: query.get(LOBBY_PARAM_KEYS.name) ?? '',
  });
  state.page = parsePage(query.get(LOBBY_PARAM_KEYS.page));
  return { tab: parseTab(query.get(LOBBY_PARAM_KEYS.tab), defaultTab), state };
}

/**
 * Writes the lobby into a URL query: only values that differ from the defaults, in a fixed order. Other keys
 * of `base` (e.g. `lang`) are kept; the lobby's own keys are replaced.
 */
export function lobbyToSearchParams(
  lobby: LobbyLocation,
  options: { defaultTab?: LobbyTab; base?: URLSearchParams | string } = {},
): URLSearchParams {
  const out = new URLSearchParams(options.base ?? '');
  for (const key of Object.values(LOBBY_PARAM_KEYS)) out.delete(key);
  const state = normaliseLobbyState(lobby.state);
  if (lobby.tab !== (options.defaultTab ?? 'HOME')) out.set(LOBBY_PARAM_KEYS.tab, lobby.tab);
  if (state.filter !== 'ALL') out.set(LOBBY_PARAM_KEYS.filter, state.filter);
  if (state.vendor !== ALL_VENDORS) out.set(LOBBY_PARAM_KEYS.vendor, state.vendor);
  if (state.classify !== ALL_CLASSES) out.set(LOBBY_PARAM_KEYS.classify, state.classify);
  if (state.name !== '') out.set(LOBBY_PARAM_KEYS.name, state.name);
  if (state.page !== 1) out.set(LOBBY_PARAM_KEYS.page, String(state.page));
  return out;
}

/**
 * §4: what a lobby read from a URL may show to this visitor. Logged out, the FAV tab falls back to HOME and
 * the FAV / Recent filters to All, with `needsLogin` so the app opens the login popup.
 */
export function resolveLobbyAccess(
  lobby: LobbyLocation,
  session: { isLogin: boolean },
): LobbyLocation & { needsLogin: boolean } {
  if (session.isLogin) return { ...lobby, needsLogin: false };
  const tabBlocked = tabNeedsLogin(lobby.tab);
  const filterBlocked = filterNeedsLogin(lobby.state.filter);
  return {
    tab: tabBlocked ? 'HOME' : lobby.tab,
    state: filterBlocked ? { ...lobby.state, filter: 'ALL', page: 1 } : lobby.state,
    needsLogin: tabBlocked || filterBlocked,
  };
}

// ---- what to load ----------------------------------------------------------------------------------------

/** The variable parameters of GCSGAME_gameList (§7) for a game list lobby under All. */
export interface GameListParams {
  gameType: string;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  pageNo: number;
  pageSize: number;
}

/** The gameType and fixed vendor of a category: INHOUSE is RNG of vendor BGS (§3). */
export function categoryGameType(category: LobbyCategory): { gameType: string; vendor?: string } {
  return category === INHOUSE_CATEGORY ? { gameType: 'RNG', vendor: INHOUSE_VENDOR } : { gameType: category };
}

/** §7 GCSGAME_gameList parameters: 18 per page (§9), the trimmed name only under All. */
export function gameListParams(category: LobbyCategory, state: LobbyState): GameListParams {
  const { gameType, vendor } = categoryGameType(category);
  const params: GameListParams = { gameType, pageNo: state.page, pageSize: LOBBY_PAGE_SIZE };
  const vassalage = vendor ?? (state.vendor !== ALL_VENDORS ? state.vendor : undefined);
  if (vassalage) params.vassalage = vassalage;
  if (state.classify !== ALL_CLASSES) params.gameClassify = state.classify;
  const name = searchTerm(state);
  if (name) params.gameName = name;
  return params;
}

/** A game as the local filters see it. */
export interface FilterableGame {
  vassalage?: string | null;
  gameType?: string | null;
  gameClassify?: string | null;
}

/**
 * The Hot, Recent and Favourite lists are whole lists (not paged by the gateway): keep the games of this
 * category (a game without a gameType is kept), vendor and class. INHOUSE keeps BGS games only.
 */
export function filterLocalGames<G extends FilterableGame>(
  games: readonly G[],
  category: LobbyCategory | null,
  state: Pick<LobbyState, 'vendor' | 'classify'>,
): G[] {
  const type = category === null ? null : categoryGameType(category);
  return games.filter((game) => {
    if (game == null) return false;
    if (type && game.gameType && game.gameType.toUpperCase() !== type.gameType) return false;
    if (type?.vendor && !isInHouseVendor({ vassalage: game.vassalage ?? '' })) return false;
    if (state.vendor !== ALL_VENDORS && game.vassalage !== state.vendor) return false;
    if (state.classify !== ALL_CLASSES && game.gameClassify !== state.classify) return false;
    return true;
  });
}
