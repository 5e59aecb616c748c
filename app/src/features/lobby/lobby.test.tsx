import { queryGames, vendorLanesView } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  type AppView,
  locationOf,
  logInFromHeader,
  recordRequests,
  requestsTo,
} from '../../test/lobbyTestKit.ts';
import {
  findDialog,
  gatewayClass,
  renderApp,
  simulatedGatewayForFile,
  TEST_GATEWAY,
} from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();

const GAME_LIST = '/wps/relay/GCSGAME_gameList';
const HOT_GAMES = '/wps/relay/GCSGAME_hotGamesV2';
const GAME_MENUS = '/lgw/games/game_menus';

const lobbyTabs = () => screen.findByRole('navigation', { name: 'Categorias de jogos' }, { timeout: 5000 });
const tabNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
/** The grid of the lobby's games (named after the tab or centre). */
const gameGrid = (name: string) => screen.findByRole('list', { name }, { timeout: 5000 });
const cardsIn = (grid: HTMLElement) => within(grid).getAllByRole('article');
const group = (name: string) => screen.getByRole('group', { name });
const chip = (groupName: string, name: string) => within(group(groupName)).getByRole('button', { name });
/** The first (full-width) list of page links. */
const pageLinks = () =>
  within(screen.getByRole('navigation', { name: 'Paginação' })).getAllByRole('list')[0]!;
const pageLink = (page: number) =>
  within(pageLinks()).getByRole('link', { name: `Página ${page}` }) as HTMLAnchorElement;
const lastRequest = (seen: ReturnType<typeof recordRequests>, path: string) => requestsTo(seen, path).at(-1);
const loginDialog = () => screen.queryByRole('dialog', { name: 'Entrar' });

async function waitForLocation(view: AppView, expected: string) {
  await waitFor(() => expect(locationOf(view)).toBe(expected));
}

describe('spec §2 Home lobby: tabs and the HOME tab', () => {
  it('shows HOME, HOT, FAV, then the categories that have vendors, with INHOUSE right after FISH (§2)', async () => {
    await renderApp(mock);
    const nav = await lobbyTabs();
    await waitFor(() =>
      expect(tabNames(nav)).toEqual([
        'Início',
        'Populares',
        'Favoritos',
        'Loteria',
        'Loteria eletrônica',
        'Cassino ao vivo',
        'Esportes',
        'E-sports',
        'Pescaria',
        'Jogos da casa',
        'Cassino',
        'PVP',
        'Rinha de galo',
      ]),
    );
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves out a category whose lane has no vendors (§2 "categories that have vendors")', async () => {
    const lanes = vendorLanesView().data.lanes.map((lane) =>
      lane.gameCategory === 'PVP' ? { ...lane, vendors: [], cards: {} } : lane,
    );
    mock.server.use(
      http.get(`${TEST_GATEWAY}${GAME_MENUS}`, () =>
        HttpResponse.json({ success: true, value: { data: { lanes } } }),
      ),
    );
    await renderApp(mock);
    const nav = await lobbyTabs();
    await waitFor(() => expect(tabNames(nav)).toContain('Jogos da casa'));
    expect(tabNames(nav)).not.toContain('PVP');
    expect(tabNames(nav).slice(-3)).toEqual(['Jogos da casa', 'Cassino', 'Rinha de galo']);
  });

  it('HOME shows up to 12 hot games and the first 5 vendors of sports, e-sports and cockfight (§2, §9)', async () => {
    await renderApp(mock);
    const hot = await gameGrid('Populares');
    // The simulated gateway has 100 hot games: the home section keeps 12.
    expect(cardsIn(hot)).toHaveLength(12);
    expect(
      within(await screen.findByRole('list', { name: 'Esportes' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(within(screen.getByRole('list', { name: 'E-sports' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(screen.getByRole('list', { name: 'Rinha de galo' })).getAllByRole('listitem')).toHaveLength(
      1,
    );
    // Recent games are a player's: a visitor has no such section.
    expect(screen.queryByRole('list', { name: 'Recentes' })).toBeNull();
  });

  it('HOME adds the logged-in player’s recent games (up to 12) (§9)', async () => {
    const view = await renderApp(mock);
    await gameGrid('Populares');
    await logInFromHeader(view);
    // jogador01 starts with 6 recent games.
    expect(cardsIn(await gameGrid('Recentes'))).toHaveLength(6);
  });
});

describe('spec §2 Game lobby: the state lives in the URL', () => {
  it('choosing a tab, a vendor and a page changes the location, and back restores each previous state', async () => {
    const view = await renderApp(mock);
    const nav = await lobbyTabs();
    await view.user.click(await within(nav).findByRole('link', { name: 'Cassino' }));
    await waitForLocation(view, '/?tab=RNG');
    expect(within(nav).getByRole('link', { name: 'Cassino' })).toHaveAttribute('aria-current', 'page');
    await gameGrid('Cassino');

    await view.user.click(chip('Fornecedor', 'Luma Gaming'));
    await waitForLocation(view, '/?tab=RNG&vassalage=LUMA');
    await gameGrid('Cassino');
    await waitFor(() => expect(pageLink(2)).toBeInTheDocument());

    await view.user.click(pageLink(2));
    await waitForLocation(view, '/?tab=RNG&vassalage=LUMA&page=2');
    await waitFor(() => expect(pageLink(2)).toHaveAttribute('aria-current', 'page'));

    await view.router.navigate(-1);
    await waitForLocation(view, '/?tab=RNG&vassalage=LUMA');
    await waitFor(() => expect(pageLink(1)).toHaveAttribute('aria-current', 'page'));
    expect(chip('Fornecedor', 'Luma Gaming')).toHaveAttribute('aria-pressed', 'true');

    await view.router.navigate(-1);
    await waitForLocation(view, '/?tab=RNG');
    await waitFor(() => expect(chip('Fornecedor', 'Todos')).toHaveAttribute('aria-pressed', 'true'));

    await view.router.navigate(-1);
    await waitForLocation(view, '/');
    expect(await gameGrid('Populares')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
  });

  it('rendering at a URL restores the vendor, class and page, and loads that page from the gateway', async () => {
    const seen = recordRequests(mock);
    await renderApp(mock, { url: `/rng?vassalage=LUMA&classify=${gatewayClass('SLOT_MACHINE')}&page=2` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cassino' })).toBeInTheDocument();
    await gameGrid('Cassino');
    expect(chip('Fornecedor', 'Luma Gaming')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Tipo de jogo', 'Caça-níqueis')).toHaveAttribute('aria-pressed', 'true');
    expect(pageLink(2)).toHaveAttribute('aria-current', 'page');
    const query = lastRequest(seen, GAME_LIST)!.url.searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      gameType: 'RNG',
      vassalage: 'LUMA',
      gameClassify: gatewayClass('SLOT_MACHINE'),
      pageNo: '2',
      pageSize: '18',
    });
  });

  it('a home tab in the URL (/?tab=RNG&filter=HOT) opens that tab with that filter', async () => {
    const seen = recordRequests(mock);
    await renderApp(mock, { url: '/?tab=RNG&filter=HOT' });
    const nav = await lobbyTabs();
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Cassino' })).toHaveAttribute('aria-current', 'page'),
    );
    await gameGrid('Cassino');
    expect(chip('Filtro de jogos', 'Populares')).toHaveAttribute('aria-pressed', 'true');
    expect(lastRequest(seen, HOT_GAMES)).toBeDefined();
    expect(requestsTo(seen, GAME_LIST)).toHaveLength(0);
  });
});

describe('spec §4 Lobby: FAV and Recent need a login', () => {
  it('the FAV tab while logged out opens the login popup and leaves the lobby where it was', async () => {
    const view = await renderApp(mock);
    const nav = await lobbyTabs();
    await view.user.click(within(nav).getByRole('link', { name: 'Favoritos' }));
    expect(await findDialog('Entrar')).toBeInTheDocument();
    expect(locationOf(view)).toBe('/');
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(loginDialog()).toBeNull());
    expect(locationOf(view)).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
  });

  it('a shared link to the FAV tab, opened logged out, shows HOME and opens the login popup', async () => {
    const view = await renderApp(mock, { url: '/?tab=FAV' });
    expect(await findDialog('Entrar')).toBeInTheDocument();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(loginDialog()).toBeNull());
    const nav = await lobbyTabs();
    expect(await gameGrid('Populares')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['Recentes', 'RECENT'],
    ['Favoritos', 'FAV'],
  ])(
    'the %s filter while logged out opens the login popup and keeps the state; logged in it applies',
    async (label, filter) => {
      const view = await renderApp(mock, { url: '/rng?vassalage=LUMA' });
      await gameGrid('Cassino');
      await view.user.click(chip('Filtro de jogos', label));
      expect(await findDialog('Entrar')).toBeInTheDocument();
      expect(locationOf(view)).toBe('/rng?vassalage=LUMA');
      await view.user.keyboard('{Escape}');
      await waitFor(() => expect(loginDialog()).toBeNull());
      expect(locationOf(view)).toBe('/rng?vassalage=LUMA');
      expect(chip('Filtro de jogos', 'Todos')).toHaveAttribute('aria-pressed', 'true');
      expect(chip('Filtro de jogos', label)).toHaveAttribute('aria-pressed', 'false');

      await logInFromHeader(view);
      await view.user.click(chip('Filtro de jogos', label));
      await waitForLocation(view, `/rng?filter=${filter}&vassalage=LUMA`);
      expect(chip('Filtro de jogos', label)).toHaveAttribute('aria-pressed', 'true');
    },
  );
});

describe('§3 Vendor category gameClassify: the class filter sends the gateway’s own value', () => {
  it('choosing a class sends exactly the name the game menus carry, labelled with the §3 text', async () => {
    const seen = recordRequests(mock);
    const view = await renderApp(mock, { url: '/rng' });
    await gameGrid('Cassino');
    await view.user.click(chip('Tipo de jogo', 'Raspadinhas'));
    const expected = gatewayClass('SCRATCH_CARD');
    await waitForLocation(view, `/rng?classify=${expected}`);
    await waitFor(() =>
      expect(lastRequest(seen, GAME_LIST)!.url.searchParams.get('gameClassify')).toBe(expected),
    );
    const grid = await gameGrid('Cassino');
    await waitFor(() => expect(cardsIn(grid).length).toBeGreaterThan(0));
  });

  it('a gateway naming its classes SLOT and MEGAWAYS gets SLOT and MEGAWAYS back (unknown names shown as sent)', async () => {
    const lanes = vendorLanesView().data.lanes.map((lane) =>
      lane.gameCategory === 'RNG'
        ? {
            ...lane,
            gameClassify: [
              { name: 'SLOT', vendors: [] },
              { name: 'MEGAWAYS', vendors: [] },
            ],
          }
        : lane,
    );
    mock.server.use(
      http.get(`${TEST_GATEWAY}${GAME_MENUS}`, () => HttpResponse.json({ success: true, value: { lanes } })),
    );
    const seen = recordRequests(mock);
    const view = await renderApp(mock, { url: '/rng' });
    await gameGrid('Cassino');
    await waitFor(() => expect(within(group('Tipo de jogo')).getAllByRole('button')).toHaveLength(3));
    await view.user.click(chip('Tipo de jogo', 'Caça-níqueis'));
    await waitFor(() =>
      expect(lastRequest(seen, GAME_LIST)!.url.searchParams.get('gameClassify')).toBe('SLOT'),
    );
    await view.user.click(chip('Tipo de jogo', 'MEGAWAYS'));
    await waitFor(() =>
      expect(lastRequest(seen, GAME_LIST)!.url.searchParams.get('gameClassify')).toBe('MEGAWAYS'),
    );
  });
});

describe('spec §4 Lobby: changing the vendor', () => {
  it('resets classify to ALL and the page to 1', async () => {
    const seen = recordRequests(mock);
    const view = await renderApp(mock, { url: `/rng?classify=${gatewayClass('SLOT_MACHINE')}&page=3` });
    await gameGrid('Cassino');
    expect(chip('Tipo de jogo', 'Caça-níqueis')).toHaveAttribute('aria-pressed', 'true');
    expect(pageLink(3)).toHaveAttribute('aria-current', 'page');

    await view.user.click(chip('Fornecedor', 'Luma Gaming'));
    await waitForLocation(view, '/rng?vassalage=LUMA');
    await waitFor(() => expect(chip('Tipo de jogo', 'Todos')).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(pageLink(1)).toHaveAttribute('aria-current', 'page'));
    const query = lastRequest(seen, GAME_LIST)!.url.searchParams;
    expect(query.get('vassalage')).toBe('LUMA');
    expect(query.get('pageNo')).toBe('1');
    expect(query.has('gameClassify')).toBe(false);
  });
});

describe('spec §2 name search only under All, §5 Game search trimmed', () => {
  it('sends the trimmed name to the gateway, keeps it in the URL, and back clears it', async () => {
    const seen = recordRequests(mock);
    const view = await renderApp(mock, { url: '/rng' });
    await gameGrid('Cassino');
    const search = screen.getByRole('searchbox', { name: 'Buscar jogo pelo nome' });
    await view.user.type(search, '  fortuna  {Enter}');
    // The URL holds the trimmed name (the gateway client trims too, so the URL is the app's own proof).
    await waitForLocation(view, '/rng?name=fortuna');
    await waitFor(() =>
      expect(lastRequest(seen, GAME_LIST)!.url.searchParams.get('gameName')).toBe('fortuna'),
    );
    await waitFor(() => {
      const names = cardsIn(screen.getByRole('list', { name: 'Cassino' })).map(
        (card) => within(card).getByRole('heading').textContent ?? '',
      );
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((name) => /fortuna/i.test(name))).toBe(true);
    });

    await view.router.navigate(-1);
    await waitForLocation(view, '/rng');
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Buscar jogo pelo nome' })).toHaveValue(''),
    );
    // The unfiltered first page is back (from the query cache: no new request needed).
    await waitFor(() => {
      const names = cardsIn(screen.getByRole('list', { name: 'Cassino' })).map(
        (card) => within(card).getByRole('heading').textContent ?? '',
      );
      expect(names).toHaveLength(18);
      expect(names.some((name) => !/fortuna/i.test(name))).toBe(true);
    });
  });

  it('has no search under another filter: choosing Hot drops the name and asks for no name', async () => {
    const seen = recordRequests(mock);
    const view = await renderApp(mock, { url: '/rng?name=fortuna' });
    await gameGrid('Cassino');
    expect(screen.getByRole('searchbox', { name: 'Buscar jogo pelo nome' })).toHaveValue('fortuna');
    const listCalls = requestsTo(seen, GAME_LIST).length;

    await view.user.click(chip('Filtro de jogos', 'Populares'));
    await waitForLocation(view, '/rng?filter=HOT');
    expect(screen.queryByRole('searchbox')).toBeNull();
    await gameGrid('Cassino');
    expect(requestsTo(seen, GAME_LIST)).toHaveLength(listCalls);
    expect(lastRequest(seen, HOT_GAMES)!.url.searchParams.has('gameName')).toBe(false);
  });

  it('ignores a name in a URL whose filter is not All', async () => {
    await renderApp(mock, { url: '/rng?filter=HOT&name=fortuna' });
    await gameGrid('Cassino');
    expect(chip('Filtro de jogos', 'Populares')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});

describe('spec §9 Game lobby pagination: 18 per page, range 5, 2 margin pages', () => {
  it('shows 18 cards per page and the page links around the current page', async () => {
    const seen = recordRequests(mock);
    const total = Math.ceil(queryGames({ gameType: 'RNG', vassalage: 'LUMA' }).length / 18);
    expect(total).toBeGreaterThan(12);
    const view = await renderApp(mock, { url: '/rng?vassalage=LUMA&page=8' });
    expect(cardsIn(await gameGrid('Cassino'))).toHaveLength(18);
    expect(lastRequest(seen, GAME_LIST)!.url.searchParams.get('pageSize')).toBe('18');

    const pages = within(pageLinks())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(pages).toEqual(['1', '2', '6', '7', '8', '9', '10', String(total - 1), String(total)]);
    expect(pageLink(8)).toHaveAttribute('aria-current', 'page');
    expect(pageLink(9)).toHaveAttribute('href', '/rng?vassalage=LUMA&page=9');
    const paging = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(paging).getByRole('link', { name: 'Próxima página' })).toHaveAttribute(
      'href',
      '/rng?vassalage=LUMA&page=9',
    );

    await view.user.click(pageLink(total));
    await waitForLocation(view, `/rng?vassalage=LUMA&page=${total}`);
    const lastPageSize = queryGames({ gameType: 'RNG', vassalage: 'LUMA' }).length - (total - 1) * 18;
    await waitFor(() =>
      expect(cardsIn(screen.getByRole('list', { name: 'Cassino' }))).toHaveLength(lastPageSize),
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Paginação' })).getByRole('button', {
        name: 'Próxima página',
      }),
    ).toBeDisabled();
  });
});
