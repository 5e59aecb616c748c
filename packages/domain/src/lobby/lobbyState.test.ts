import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOBBY_TABS } from './categories.ts';
import {
  DEFAULT_LOBBY_STATE,
  filterLocalGames,
  filterNeedsLogin,
  gameListParams,
  LOBBY_FILTERS,
  type LobbyLocation,
  type LobbyState,
  lobbyFromSearchParams,
  lobbyToSearchParams,
  MAX_LOBBY_PAGE,
  normaliseLobbyState,
  resolveLobbyAccess,
  searchTerm,
  selectClassify,
  selectFilter,
  selectPage,
  selectVendor,
  setSearchName,
} from './lobbyState.ts';

const state = (patch: Partial<LobbyState> = {}): LobbyState => ({ ...DEFAULT_LOBBY_STATE, ...patch });

describe('§2 Game lobby filters All, Hot, Recent, Favourite; §4 FAV or Recent while logged out → login', () => {
  it('filters are the §3 select types ALL, HOT, RECENT, FAV', () => {
    expect([...LOBBY_FILTERS]).toEqual(['ALL', 'HOT', 'RECENT', 'FAV']);
    expect(LOBBY_FILTERS.filter(filterNeedsLogin)).toEqual(['RECENT', 'FAV']);
  });

  it.each(['FAV', 'RECENT'] as const)('%s while logged out needs a login and changes nothing', (filter) => {
    expect(selectFilter(state({ page: 3 }), filter, { isLogin: false })).toEqual({ kind: 'needs-login' });
  });

  it('logged in, any filter applies and goes back to page 1', () => {
    expect(selectFilter(state({ page: 3 }), 'FAV', { isLogin: true })).toEqual({
      kind: 'ok',
      state: state({ filter: 'FAV', page: 1 }),
    });
    expect(selectFilter(state(), 'HOT', { isLogin: false })).toMatchObject({
      kind: 'ok',
      state: { filter: 'HOT' },
    });
  });

  it('§2 name search only under All: leaving All clears it, typing elsewhere is ignored', () => {
    const searching = setSearchName(state(), '  fortune ');
    expect(searchTerm(searching)).toBe('fortune');
    const hot = selectFilter(searching, 'HOT', { isLogin: true });
    expect(hot.kind === 'ok' && hot.state.name).toBe('');
    const hotState = hot.kind === 'ok' ? hot.state : state();
    expect(setSearchName(hotState, 'x')).toBe(hotState);
    expect(searchTerm({ filter: 'HOT', name: 'x' })).toBe('');
  });

  it('§5 the name is trimmed; a change of the trimmed text goes back to page 1, spaces alone do not', () => {
    const onPage4 = state({ name: 'abc', page: 4 });
    expect(setSearchName(onPage4, 'abc  ')).toEqual({ ...onPage4, name: 'abc  ' });
    expect(setSearchName(onPage4, 'abcd')).toEqual({ ...onPage4, name: 'abcd', page: 1 });
  });
});

describe('§4 Lobby: changing the vendor resets classify to ALL and page to 1', () => {
  it('vendor change', () => {
    expect(selectVendor(state({ classify: 'BINGO', page: 7 }), 'LUMA')).toEqual(
      state({ vendor: 'LUMA', classify: 'ALL', page: 1 }),
    );
  });

  it('choosing the same vendor keeps the state', () => {
    const s = state({ vendor: 'LUMA', classify: 'BINGO', page: 7 });
    expect(selectVendor(s, 'LUMA')).toBe(s);
  });

  it('a malformed vendor means all vendors', () => {
    expect(selectVendor(state({ vendor: 'LUMA' }), '<script>').vendor).toBe('ALL');
  });

  it('classify change goes back to page 1; pages are clamped', () => {
    expect(selectClassify(state({ page: 5 }), 'JACKPOT')).toEqual(state({ classify: 'JACKPOT' }));
    expect(selectPage(state(), 9, 4).page).toBe(4);
    expect(selectPage(state(), 0).page).toBe(1);
  });

  it('property: after any vendor change, classify is ALL and page is 1', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer({ min: 1, max: 99 }), (from, to, page) => {
        const before = state({
          vendor: normaliseLobbyState({ vendor: from }).vendor,
          classify: 'BINGO',
          page,
        });
        const after = selectVendor(before, to);
        if (after !== before) expect([after.classify, after.page]).toEqual(['ALL', 1]);
      }),
    );
  });
});

describe('§7 GCSGAME_gameList parameters from the lobby', () => {
  it('under All: gameType, vendor, class, trimmed name, page, 18 per page', () => {
    expect(
      gameListParams('RNG', state({ vendor: 'LUMA', classify: 'BINGO', name: ' gold ', page: 2 })),
    ).toEqual({
      gameType: 'RNG',
      vassalage: 'LUMA',
      gameClassify: 'BINGO',
      gameName: 'gold',
      pageNo: 2,
      pageSize: 18,
    });
    expect(gameListParams('LIVE', state())).toEqual({ gameType: 'LIVE', pageNo: 1, pageSize: 18 });
  });

  it('§3 INHOUSE is RNG with vendor BGS', () => {
    expect(gameListParams('INHOUSE', state({ vendor: 'LUMA' }))).toEqual({
      gameType: 'RNG',
      vassalage: 'BGS',
      pageNo: 1,
      pageSize: 18,
    });
  });

  it('local lists (hot, recent, favourites) are filtered by category, vendor and class', () => {
    const games = [
      { vassalage: 'BGS', gameType: 'RNG', gameClassify: 'BINGO' },
      { vassalage: 'LUMA', gameType: 'RNG', gameClassify: 'BINGO' },
      { vassalage: 'LUMA', gameType: 'RNG', gameClassify: 'ARCADE' },
      { vassalage: 'PRAIA', gameType: 'LIVE', gameClassify: 'ROULETTE' },
    ];
    expect(filterLocalGames(games, 'RNG', { vendor: 'ALL', classify: 'ALL' })).toHaveLength(3);
    expect(filterLocalGames(games, 'INHOUSE', { vendor: 'ALL', classify: 'ALL' })).toEqual([games[0]]);
    expect(filterLocalGames(games, 'RNG', { vendor: 'LUMA', classify: 'BINGO' })).toEqual([games[1]]);
    expect(filterLocalGames(games, null, { vendor: 'ALL', classify: 'ALL' })).toHaveLength(4);
  });
});

const stateArb: fc.Arbitrary<LobbyState> = fc.record({
  filter: fc.constantFrom(...LOBBY_FILTERS),
  vendor: fc.oneof(fc.constant('ALL'), fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,12}$/), fc.string()),
  classify: fc.oneof(fc.constant('ALL'), fc.constantFrom('BINGO', 'SLOT_MACHINE', 'OTHERS'), fc.string()),
  name: fc.string({ maxLength: 140 }),
  page: fc.oneof(fc.integer({ min: -3, max: 200_000 }), fc.double()),
});
const locationArb: fc.Arbitrary<LobbyLocation> = fc.record({
  tab: fc.constantFrom(...LOBBY_TABS),
  state: stateArb,
});

describe('§2 The lobby state lives in the URL', () => {
  it('defaults write nothing; values are written under tab, filter, vassalage, classify, name, page', () => {
    expect(lobbyToSearchParams({ tab: 'HOME', state: state() }).toString()).toBe('');
    expect(
      lobbyToSearchParams({
        tab: 'RNG',
        state: state({ vendor: 'LUMA', classify: 'BINGO', name: ' gold rush ', page: 3 }),
      }).toString(),
    ).toBe('tab=RNG&vassalage=LUMA&classify=BINGO&name=gold+rush&page=3');
    expect(lobbyToSearchParams({ tab: 'RNG', state: state() }, { defaultTab: 'RNG' }).toString()).toBe('');
  });

  it('other keys of the query are kept, old lobby keys replaced', () => {
    const out = lobbyToSearchParams({ tab: 'HOT', state: state() }, { base: 'lang=en&page=9&tab=FAV' });
    expect(out.toString()).toBe('lang=en&tab=HOT');
  });

  it('reads /rng?vassalage=PG (§2 /rng accepts vassalage)', () => {
    expect(lobbyFromSearchParams('?vassalage=PG', { defaultTab: 'RNG' })).toEqual({
      tab: 'RNG',
      state: state({ vendor: 'PG' }),
    });
  });

  it('hostile and malformed params fall back to defaults', () => {
    const { tab, state: s } = lobbyFromSearchParams(
      `tab=__proto__&filter=<img>&vassalage=%3Cscript%3E&classify=a%20b&page=1e9&name=${'x'.repeat(500)}`,
    );
    expect(tab).toBe('HOME');
    expect(s).toEqual(state({ name: 'x'.repeat(100) }));
    expect(lobbyFromSearchParams('page=-2').state.page).toBe(1);
    expect(lobbyFromSearchParams('page=99999999').state.page).toBe(MAX_LOBBY_PAGE);
    expect(lobbyFromSearchParams('filter=HOT&name=abc').state).toEqual(state({ filter: 'HOT' }));
    expect(lobbyFromSearchParams('filter=favourite').state.filter).toBe('FAV');
    expect(lobbyFromSearchParams('page=2&page=5').state.page).toBe(2);
  });

  it('property: round trip — reading what was written gives the normalised state back', () => {
    fc.assert(
      fc.property(locationArb, fc.constantFrom(...LOBBY_TABS), (location, defaultTab) => {
        const written = lobbyToSearchParams(location, { defaultTab });
        const read = lobbyFromSearchParams(new URLSearchParams(written.toString()), { defaultTab });
        expect(read).toEqual({ tab: location.tab, state: normaliseLobbyState(location.state) });
        expect(lobbyToSearchParams(read, { defaultTab }).toString()).toBe(written.toString());
      }),
    );
  });

  it('property: any query string never throws and gives a valid state', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc
            .array(
              fc.tuple(
                fc.constantFrom('tab', 'filter', 'vassalage', 'classify', 'name', 'page', 'x'),
                fc.string(),
              ),
            )
            .map((pairs) => new URLSearchParams(pairs).toString()),
        ),
        (query) => {
          const { tab, state: s } = lobbyFromSearchParams(query);
          expect(LOBBY_TABS).toContain(tab);
          expect(LOBBY_FILTERS).toContain(s.filter);
          expect(Number.isInteger(s.page) && s.page >= 1 && s.page <= MAX_LOBBY_PAGE).toBe(true);
          expect(s.name.length).toBeLessThanOrEqual(100);
          expect(s).toEqual(normaliseLobbyState(s));
        },
      ),
    );
  });
});

describe('§4 a lobby URL opened while logged out', () => {
  it('FAV tab → HOME, FAV/Recent filter → All, and the login popup', () => {
    expect(resolveLobbyAccess({ tab: 'FAV', state: state() }, { isLogin: false })).toEqual({
      tab: 'HOME',
      state: state(),
      needsLogin: true,
    });
    expect(
      resolveLobbyAccess({ tab: 'RNG', state: state({ filter: 'RECENT', page: 3 }) }, { isLogin: false }),
    ).toEqual({
      tab: 'RNG',
      state: state(),
      needsLogin: true,
    });
    const open = { tab: 'FAV' as const, state: state({ filter: 'FAV' as const }) };
    expect(resolveLobbyAccess(open, { isLogin: true })).toEqual({ ...open, needsLogin: false });
    expect(resolveLobbyAccess({ tab: 'HOT', state: state() }, { isLogin: false }).needsLogin).toBe(false);
  });
});
