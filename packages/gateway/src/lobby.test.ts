import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { bannerEndpoints } from './bannerEndpoints.ts';
import { endpoints } from './endpoints.ts';
import { lobbyEndpoints } from './lobbyEndpoints.ts';
import { publicContentEndpoints } from './publicContentEndpoints.ts';
import { queryInput, requestTravelsInQuery } from './queryParams.ts';
import { CustomerServiceEntriesSchema, PublicContentSchema, UnreadCountSchema } from './schemas/content.ts';
import { GameListRequestSchema, GameSchema, VendorLanesSchema } from './schemas/games.ts';
import { LotteryDrawListSchema, LotteryMenuSchema } from './schemas/lottery.ts';
import { PublicBannersSchema } from './schemas/publicContent.ts';
import { GATEWAY, ok, rejection, type SeenRequest, testGateway } from './test/testGateway.ts';

const { server, client, capture } = testGateway({
  getToken: () => 'tok-7',
  merchantCode: 'SORTE',
  language: () => 'pt-BR',
});

const query = (s: SeenRequest) => Object.fromEntries(s.url.searchParams);

const game = {
  nodeId: 101,
  gameName: 'Fortuna do Tucano',
  iconUrl: 'data:image/svg+xml,x',
  vassalage: 'LUMA',
  gameType: 'RNG',
  gameCode: 'LUMA-101',
  isGame: 1,
  gameClassify: 'SLOT_MACHINE',
  isHot: 1,
  supportPlay: 0,
};

describe('§7 Games, Lottery and Other relay calls: paths, methods, modIDs and policy', () => {
  it('every call uses the path and method of the spec (relay paths under /wps/relay/)', () => {
    expect(
      Object.fromEntries(Object.entries(lobbyEndpoints).map(([name, e]) => [name, `${e.method} ${e.path}`])),
    ).toEqual({
      gameVendors: 'GET /wps/relay/GCSGAME_newGameVendor',
      hotGames: 'GET /wps/relay/GCSGAME_hotGamesV2',
      gameList: 'GET /wps/relay/GCSGAME_gameList',
      vendorGameTypes: 'GET /wps/relay/GCSGAME_getVassGameType',
      favouriteIds: 'GET /wps/relay/MCSFE_getFavoriteGames',
      favouriteList: 'GET /wps/relay/MCSFE_getFavoriteGamesList',
      addFavourite: 'POST /wps/relay/MCSFE_addFavoriteGameV2',
      removeFavourite: 'DELETE /wps/relay/MCSFE_removeFavoriteGameV2',
      recentGames: 'GET /wps/relay/GCS_recentGame',
      roomList: 'GET /wps/relay/GLS2_roomList',
      launchGame: 'GET /wps/game/launchGame',
      freeTrialLaunch: 'GET /wps/relay/GCS_gameLaunchFB',
      gameMenus: 'GET /lgw/games/game_menus',
      lotteryMenu: 'GET /lgw/vn/games/game_menu',
      lotteryRecent: 'GET /lgw/vn/games/game_menu/recent',
      lotteryDraws: 'GET /lgw/vn/numeros/opened/game',
      lotteryOpenedNumbers: 'GET /lotto/lgw/games/opened/numero',
      publicContent: 'GET /wps/relay/MCSFE_getListAnnouncements',
      popularNotices: 'GET /wps/relay/MCSFE_getPopularNotices',
      winnerBoard: 'GET /wps/relay/ODSFE2_getWinnerBoard',
      helpCenter: 'GET /wps/system/helpCenter',
      claimPromotion: 'POST /wps/relay/MCS2_claimRafflePromotion',
      unreadCount: 'GET /wps/relay/CSP_unreadCount',
      chatModels: 'GET /wps/relay/CBS_modelList',
      launchChat: 'POST /wps/relay/CBS_launchChat',
    });
    for (const name of Object.keys(lobbyEndpoints)) expect(endpoints).toHaveProperty(name);
  });

  it('the spec\'s "(token)" calls are marked auth; only idempotent GETs retry (never launch, favourites, chat)', () => {
    const flags = (pick: (e: (typeof lobbyEndpoints)[keyof typeof lobbyEndpoints]) => boolean) =>
      Object.entries(lobbyEndpoints)
        .filter(([, e]) => pick(e))
        .map(([name]) => name)
        .sort();
    expect(flags((e) => e.auth)).toEqual(
      [
        'addFavourite',
        'claimPromotion',
        'favouriteIds',
        'favouriteList',
        'launchGame',
        'lotteryRecent',
        'recentGames',
        'removeFavourite',
        'unreadCount',
      ].sort(),
    );
    expect(flags((e) => !e.retry)).toEqual(
      [
        'addFavourite',
        'claimPromotion',
        'freeTrialLaunch',
        'launchChat',
        'launchGame',
        'removeFavourite',
      ].sort(),
    );
    for (const e of Object.values(lobbyEndpoints)) {
      if (e.retry) expect(e.method).toBe('GET');
      expect(e.encrypted).toBe(false);
      expect(e.modId).toBeUndefined();
    }
  });

  it('GET requests (and the favourite DELETE) travel in the query; POST bodies stay bodies', () => {
    expect(requestTravelsInQuery(endpoints.gameList)).toBe(true);
    expect(requestTravelsInQuery(endpoints.removeFavourite)).toBe(true);
    expect(requestTravelsInQuery(endpoints.addFavourite)).toBe(false);
    expect(requestTravelsInQuery(endpoints.launchChat)).toBe(false);
    expect(requestTravelsInQuery(endpoints.changePassword)).toBe(false);
  });
});

describe('§7 GCSGAME_gameList: GET with clientType 3, platform, merchant, gameType, …, language', () => {
  it('sends the parameters in the query with the token; no X-Mod-Id (no module governs it); no body', async () => {
    const seen = capture('get', '/wps/relay/GCSGAME_gameList', { games: [game], totalPages: '4' });
    const page = await client().games.list({
      gameType: 'RNG',
      vassalage: 'LUMA',
      gameClassify: 'SLOT_MACHINE',
      gameName: '  tucano ',
      pageNo: 2,
      pageSize: 18,
    });
    expect(page.totalPages).toBe(4);
    expect(page.games[0]).toMatchObject({ nodeId: '101', isHot: 1, supportPlay: 0 });
    const req = seen[0]!;
    expect(req.body).toBe('');
    expect(req.headers.get('content-type')).toBeNull();
    expect(req.headers.get('authorization')).toBe('Bearer tok-7');
    expect(req.headers.get('x-mod-id')).toBeNull();
    expect(query(req)).toEqual({
      clientType: '3',
      platform: 'html5-desktop',
      merchant: 'SORTE',
      gameType: 'RNG',
      vassalage: 'LUMA',
      gameClassify: 'SLOT_MACHINE',
      gameName: 'tucano',
      pageNo: '2',
      pageSize: '18',
      language: 'PT-BR',
    });
  });

  it("an empty search and absent filters are left out; language defaults to §1's PT-BR", async () => {
    const seen = capture('get', '/wps/relay/GCSGAME_gameList', { games: [], totalPages: 0 });
    await client({ language: undefined, merchantCode: undefined }).games.list({
      gameType: 'LIVE',
      gameName: ' ',
      pageNo: 1,
      pageSize: 18,
    });
    expect(query(seen[0]!)).toEqual({
      clientType: '3',
      platform: 'html5-desktop',
      gameType: 'LIVE',
      pageNo: '1',
      pageSize: '18',
      language: 'PT-BR',
    });
  });

  it('a bad request is refused before sending (invalid-request)', async () => {
    const error = await rejection(client().games.list({ gameType: '<script>', pageNo: 0, pageSize: 18 }));
    expect(error.kind).toBe('invalid-request');
    expect(error.issues.length).toBeGreaterThan(0);
  });

  it('the simulated gateway reads the same query back with the request schema', () => {
    const url = `${GATEWAY}/x?clientType=3&platform=html5-desktop&gameType=RNG&pageNo=2&pageSize=18&language=pt&gameType=FISH`;
    expect(v.parse(GameListRequestSchema, queryInput(url))).toEqual({
      clientType: 3,
      platform: 'html5-desktop',
      gameType: 'RNG',
      pageNo: 2,
      pageSize: 18,
      language: 'pt',
    });
  });

  it('GET calls are retried after a 5xx', async () => {
    let hits = 0;
    server.use(
      http.get(`${GATEWAY}/wps/relay/GCSGAME_gameList`, () =>
        ++hits < 3
          ? HttpResponse.json({ success: false }, { status: 503 })
          : ok({ games: [], totalPages: 0 }),
      ),
    );
    await expect(client().games.list({ gameType: 'RNG', pageNo: 1, pageSize: 18 })).resolves.toEqual({
      games: [],
      totalPages: 0,
    });
    expect(hits).toBe(3);
  });
});

describe('§3 Game: lenient fields, normalised', () => {
  it.each([
    [
      { nodeId: 7, nodeName: 'Node', showIcon: '/i.png', isHot: '1', supportPlay: '0', extra: true },
      {
        nodeId: '7',
        gameName: 'Node',
        nodeName: 'Node',
        iconUrl: '/i.png',
        vassalage: '',
        gameType: '',
        isHot: 1,
        supportPlay: 0,
      },
    ],
    [
      { nodeId: 'a1', gameName: 'G', isHot: true, supportPlay: false },
      { nodeId: 'a1', gameName: 'G', vassalage: '', gameType: '', isHot: 1, supportPlay: 0 },
    ],
    [
      { nodeId: 'b', gameName: 'G' },
      { nodeId: 'b', gameName: 'G', vassalage: '', gameType: '', isHot: 0 },
    ],
    // Issue 26 item 6, a reading: the game's RTP under `rtp` (or `RTP`, `returnToPlayer`), kept as written.
    [
      { nodeId: 'c', gameName: 'G', rtp: 96.5 },
      { nodeId: 'c', gameName: 'G', vassalage: '', gameType: '', isHot: 0, rtp: 96.5 },
    ],
    [
      { nodeId: 'd', gameName: 'G', RTP: '97,1%' },
      { nodeId: 'd', gameName: 'G', vassalage: '', gameType: '', isHot: 0, rtp: '97,1%' },
    ],
  ])('%j', (wire, normalised) => {
    expect(v.parse(GameSchema, wire)).toEqual(normalised);
  });

  it('a broken game is dropped from a list instead of failing it', async () => {
    server.use(
      http.get(`${GATEWAY}/wps/relay/GCSGAME_hotGamesV2`, () =>
        ok({ list: [game, { nodeId: '' }, null, 5] }),
      ),
    );
    await expect(client().games.hot()).resolves.toHaveLength(1);
  });
});

describe('§7 GCSGAME_hotGamesV2: merchantCode, isPlatform 2, gameType, vassalage, platform, language → list', () => {
  it('query and bare-array answers', async () => {
    const seen = capture('get', '/wps/relay/GCSGAME_hotGamesV2', [game]);
    await expect(client().games.hot({ gameType: 'RNG' })).resolves.toHaveLength(1);
    expect(query(seen[0]!)).toEqual({
      merchantCode: 'SORTE',
      isPlatform: '2',
      gameType: 'RNG',
      platform: 'html5-desktop',
      language: 'PT-BR',
    });
  });
});

describe('§7 GCSGAME_newGameVendor: platform html5-desktop → value.data.lanes (§3 Vendor category)', () => {
  it('vendors as codes with cards keyed by vassalage, and gameClassify (name and vendors)', async () => {
    const seen = capture('get', '/wps/relay/GCSGAME_newGameVendor', {
      data: {
        lanes: [
          {
            gameCategory: 'RNG',
            vendors: ['LUMA', 'BGS', 'LUMA', ''],
            cards: { LUMA: { lagerIcon: 'https://img/l.png', displayName: 'Luma', gameType: 'RNG' } },
            gameClassify: [{ name: 'BINGO', vendors: ['LUMA'] }, 'ARCADE'],
          },
          { gameCategory: 'SPORTS', vendors: [{ vassalage: 'GOL', displayName: 'Gol' }] },
          { broken: true },
        ],
      },
    });
    await expect(client().games.vendors()).resolves.toEqual([
      {
        gameCategory: 'RNG',
        vendors: [
          { vassalage: 'LUMA', displayName: 'Luma', lagerIcon: 'https://img/l.png', gameType: 'RNG' },
          { vassalage: 'BGS', displayName: 'BGS', gameType: 'RNG' },
        ],
        gameClassify: [
          { name: 'BINGO', vendors: ['LUMA'] },
          { name: 'ARCADE', vendors: [] },
        ],
      },
      {
        gameCategory: 'SPORTS',
        vendors: [{ vassalage: 'GOL', displayName: 'Gol', gameType: 'SPORTS' }],
        gameClassify: [],
      },
    ]);
    expect(query(seen[0]!)).toEqual({ platform: 'html5-desktop' });
  });

  it('also { lanes } and a bare list', () => {
    const lanes = [{ gameCategory: 'FISH', vendors: ['MARE'] }];
    expect(v.parse(VendorLanesSchema, { lanes })).toHaveLength(1);
    expect(v.parse(VendorLanesSchema, lanes)).toHaveLength(1);
  });
});

describe('§7 favourites: ids, list (page size 999), add (POST) and remove (DELETE)', () => {
  it('MCSFE_getFavoriteGames: ids as numbers, strings or objects', async () => {
    capture('get', '/wps/relay/MCSFE_getFavoriteGames', { favGameIds: [1, '2', { nodeId: 3 }] });
    await expect(client().games.favouriteIds()).resolves.toEqual(['1', '2', '3']);
  });

  it('MCSFE_getFavoriteGamesList: pageSize 999; content, pageNum, totalPages and favGameIds', async () => {
    const seen = capture('get', '/wps/relay/MCSFE_getFavoriteGamesList', {
      content: [game],
      pageNum: 1,
      totalPages: 1,
      favGameIds: [55],
    });
    await expect(client().games.favourites()).resolves.toMatchObject({
      pageNum: 1,
      totalPages: 1,
      favGameIds: ['101', '55'],
    });
    expect(query(seen[0]!)).toEqual({ pageNum: '1', pageSize: '999' });
  });

  it('add: POST body nodeId, vendor, gameType; never retried', async () => {
    let hits = 0;
    const bodies: unknown[] = [];
    server.use(
      http.post(`${GATEWAY}/wps/relay/MCSFE_addFavoriteGameV2`, async ({ request }) => {
        hits++;
        bodies.push(await request.json());
        return HttpResponse.json({ success: false }, { status: 500 });
      }),
    );
    const error = await rejection(
      client().games.addFavourite({ nodeId: 101, vendor: 'LUMA', gameType: 'RNG' }),
    );
    expect(error.kind).toBe('server');
    expect(hits).toBe(1);
    expect(bodies[0]).toEqual({ nodeId: '101', vendor: 'LUMA', gameType: 'RNG' });
  });

  it('remove: DELETE with the payload in the query (reading); an empty 200 is fine', async () => {
    const seen = capture(
      'delete',
      '/wps/relay/MCSFE_removeFavoriteGameV2',
      () => new HttpResponse(null, { status: 200 }),
    );
    await expect(
      client().games.removeFavourite({ nodeId: '101', vendor: 'LUMA', gameType: 'RNG' }),
    ).resolves.toBeUndefined();
    expect(seen[0]!.body).toBe('');
    expect(query(seen[0]!)).toEqual({ nodeId: '101', vendor: 'LUMA', gameType: 'RNG' });
  });
});

describe('§7 GCS_recentGame, GCSGAME_getVassGameType, GLS2_roomList', () => {
  it('recent: page, pageSize → list', async () => {
    const seen = capture('get', '/wps/relay/GCS_recentGame', { list: [game] });
    await expect(client().games.recent({ page: 1, pageSize: 12 })).resolves.toHaveLength(1);
    expect(query(seen[0]!)).toEqual({ page: '1', pageSize: '12' });
  });

  it('vendor game types: a string, a list, a list of objects', async () => {
    for (const [value, expected] of [
      ['RNG', ['RNG']],
      [
        ['RNG', 'FISH'],
        ['RNG', 'FISH'],
      ],
      [{ list: [{ gameType: 'LIVE' }] }, ['LIVE']],
    ] as const) {
      const seen = capture('get', '/wps/relay/GCSGAME_getVassGameType', value);
      await expect(client().games.vendorGameTypes('LUMA')).resolves.toEqual(expected);
      expect(query(seen[0]!)).toEqual({ vassalage: 'LUMA' });
    }
  });

  it('rooms', async () => {
    capture('get', '/wps/relay/GLS2_roomList', [{ roomId: 1, roomName: 'Mesa 1', players: '12' }]);
    await expect(client().games.rooms({ vassalage: 'PRAIA' })).resolves.toEqual([
      { roomId: '1', roomName: 'Mesa 1', players: 12 },
    ]);
  });
});

describe('§7 launch: GET /wps/game/launchGame (token); free trial GCS_gameLaunchFB', () => {
  it('sends the game, platform and language; answers url, { url } or { gameUrl }; never retried', async () => {
    for (const value of [
      'https://play.example/g/1',
      { url: 'https://play.example/g/1' },
      { gameUrl: 'https://play.example/g/1' },
    ]) {
      const seen = capture('get', '/wps/game/launchGame', value);
      await expect(
        client().games.launch({ nodeId: '101', gameCode: 'LUMA-101', vassalage: 'LUMA', gameType: 'RNG' }),
      ).resolves.toEqual({ url: 'https://play.example/g/1' });
      expect(query(seen[0]!)).toEqual({
        nodeId: '101',
        gameCode: 'LUMA-101',
        vassalage: 'LUMA',
        gameType: 'RNG',
        platform: 'html5-desktop',
        language: 'PT-BR',
      });
    }
    let hits = 0;
    server.use(
      http.get(`${GATEWAY}/wps/game/launchGame`, () => {
        hits++;
        return HttpResponse.error();
      }),
    );
    expect(
      (await rejection(client().games.launch({ nodeId: '1', vassalage: 'L', gameType: 'RNG' }))).kind,
    ).toBe('network');
    expect(hits).toBe(1);
  });

  it('an answer without a url is an invalid response; a trial account rejection carries the server message', async () => {
    capture('get', '/wps/game/launchGame', {});
    expect(
      (await rejection(client().games.launch({ nodeId: '1', vassalage: 'L', gameType: 'RNG' }))).kind,
    ).toBe('invalid-response');
    server.use(
      http.get(`${GATEWAY}/wps/game/launchGame`, () =>
        HttpResponse.json({ success: false, message: 'in_need_true_account' }),
      ),
    );
    expect(
      await rejection(client().games.launch({ nodeId: '1', vassalage: 'L', gameType: 'RNG' })),
    ).toMatchObject({
      kind: 'rejected',
      serverMessage: 'in_need_true_account',
    });
  });

  it('free trial goes to GCS_gameLaunchFB without needing a token', async () => {
    const seen = capture('get', '/wps/relay/GCS_gameLaunchFB', { url: 'https://play.example/demo/1' });
    await expect(
      client({ getToken: () => null }).games.freeTrial({ nodeId: '1', vassalage: 'LUMA', gameType: 'RNG' }),
    ).resolves.toEqual({ url: 'https://play.example/demo/1' });
    expect(seen[0]!.headers.get('authorization')).toBeNull();
  });
});

describe('§7 Lottery', () => {
  it('game menu: prizeMode and device WEB', async () => {
    const seen = capture('get', '/lgw/vn/games/game_menu', [
      { gameCode: 'VN-HN', gameName: 'Hà Nội', prizeMode: 'LOTT' },
    ]);
    await expect(client().lottery.menu('LOTT')).resolves.toEqual([
      { gameCode: 'VN-HN', gameName: 'Hà Nội', prizeMode: 'LOTT' },
    ]);
    expect(query(seen[0]!)).toEqual({ prizeMode: 'LOTT', device: 'WEB' });
    expect(seen[0]!.headers.get('x-mod-id')).toBeNull();
  });

  it('menus may come grouped; each game keeps its group and prize mode', () => {
    expect(
      v.parse(LotteryMenuSchema, [
        { groupName: 'Norte', prizeMode: 'SEA', games: [{ gameCode: 'A' }, { bad: 1 }] },
      ]),
    ).toEqual([{ gameCode: 'A', gameName: 'A', groupName: 'Norte', prizeMode: 'SEA' }]);
    expect(v.parse(LotteryMenuSchema, { list: [{ gameCode: 7 }] })).toEqual([
      { gameCode: '7', gameName: '7' },
    ]);
  });

  it('recent (token), draws and opened numbers', async () => {
    capture('get', '/lgw/vn/games/game_menu/recent', [{ gameCode: 'VN-HN' }]);
    const draws = capture('get', '/lgw/vn/numeros/opened/game', {
      list: [{ gameCode: 'VN-HN', numero: '20261122-01', numbers: '03, 17 ,25', openTime: '1790000000000' }],
    });
    capture('get', '/lotto/lgw/games/opened/numero', [{ gameCode: 'A', numero: 9, openNumbers: [1, 2] }]);
    const gw = client();
    await expect(gw.lottery.recent()).resolves.toHaveLength(1);
    await expect(gw.lottery.draws({ gameCode: 'VN-HN' })).resolves.toEqual([
      { gameCode: 'VN-HN', numero: '20261122-01', numbers: ['03', '17', '25'], openTime: 1_790_000_000_000 },
    ]);
    expect(query(draws[0]!)).toEqual({ gameCode: 'VN-HN', pageSize: '10' });
    await expect(gw.lottery.openedNumbers()).resolves.toEqual([
      { gameCode: 'A', numero: '9', numbers: ['1', '2'] },
    ]);
    // A list of which no draw reads is an unreadable answer, not "no draws".
    expect(v.safeParse(LotteryDrawListSchema, [{ gameCode: 'A' }]).success).toBe(false);
    expect(v.parse(LotteryDrawListSchema, [{ gameCode: 'A' }, { gameCode: 'B', numero: 1 }])).toHaveLength(1);
  });

  it('lobby launch: lottoArea VN, launchMode, lottoPrizeMode, lottoGameCode, lottoView, device, backUrl, language', async () => {
    const seen = capture('get', '/wps/game/launchGame', { url: 'https://lotto.example/lobby' });
    await client().lottery.launch({
      lottoArea: 'VN',
      launchMode: 'GAME',
      lottoPrizeMode: 'SEA',
      lottoGameCode: 'SEA-HN',
      lottoView: 'GAME',
      device: 'WEB',
      backUrl: 'https://sorte.example/seaLottery',
    });
    expect(query(seen[0]!)).toEqual({
      lottoArea: 'VN',
      launchMode: 'GAME',
      lottoPrizeMode: 'SEA',
      lottoGameCode: 'SEA-HN',
      lottoView: 'GAME',
      device: 'WEB',
      backUrl: 'https://sorte.example/seaLottery',
      language: 'PT-BR',
    });
  });

  it('a backUrl that is not an http(s) URL is refused before sending', async () => {
    const error = await rejection(
      client().lottery.launch({
        lottoArea: 'VN',
        launchMode: 'LOBBY',
        lottoPrizeMode: 'LOTT',
        lottoView: 'LOBBY',
        device: 'WEB',
        backUrl: 'javascript:alert(1)',
      }),
    );
    expect(error.kind).toBe('invalid-request');
  });
});

describe('§7 MCSFE_getListAnnouncements: types B, PL, PU, PR[, H], platform W, execution', () => {
  const content = {
    B: [
      { url: 'https://img/b1.png', linkageType: 'URL', linkageUrl: '/promotions', groupName: 'w_home' },
      { url: 'https://img/b2.png', link: 'https://t.me/x', groupName: 'w_login' },
      { groupName: 'w_home' },
    ],
    PL: [{ id: 1, title: 'Aviso', content: '<p>Olá</p>', promotionType: '', timestamp: 1 }],
    PU: [{ id: 2, title: 'Popup', content: '<b>x</b>', execution: 'a' }],
    PR: [{ id: 3, title: 'Bônus', status: 'coming soon' }],
  };

  it('query and the content grouped by type (broken items dropped, empty promotionType dropped)', async () => {
    const seen = capture('get', '/wps/relay/MCSFE_getListAnnouncements', content);
    const result = await client().content.publicContent({ execution: 'A' });
    expect(query(seen[0]!)).toEqual({ types: 'B,PL,PU,PR', platform: 'W', execution: 'A' });
    expect(seen[0]!.headers.get('x-mod-id')).toBeNull();
    expect(result.banners).toEqual([
      { url: 'https://img/b1.png', linkageType: 'URL', linkageUrl: '/promotions', groupName: 'w_home' },
      { url: 'https://img/b2.png', linkageUrl: 'https://t.me/x', groupName: 'w_login' },
    ]);
    expect(result.announcements).toEqual([{ id: '1', title: 'Aviso', content: '<p>Olá</p>', timestamp: 1 }]);
    expect(result.popups).toEqual([{ id: '2', title: 'Popup', content: '<b>x</b>', execution: 'A' }]);
    expect(result.promotions).toEqual([{ id: '3', title: 'Bônus', status: 'coming soon' }]);
    expect(result.help).toEqual([]);
  });

  it('types can be asked for; banners of one group', async () => {
    const seen = capture('get', '/wps/relay/MCSFE_getListAnnouncements', content);
    await client().content.publicContent({ types: ['B', 'PL', 'PU', 'PR', 'H'] });
    expect(query(seen[0]!).types).toBe('B,PL,PU,PR,H');
    const banners = await client().content.banners('w_login');
    expect(banners.map((b) => b.url)).toEqual(['https://img/b2.png']);
    expect(query(seen[1]!).types).toBe('B');
  });

  it('a flat list tagged by type is grouped too', () => {
    expect(
      v.parse(PublicContentSchema, [
        { type: 'B', url: 'u', groupName: 'w_home' },
        { type: 'pr', id: 1, title: 't' },
        { type: 'X' },
      ]),
    ).toMatchObject({ banners: [{ url: 'u' }], promotions: [{ id: '1' }], announcements: [] });
  });

  it("the home page's banner reader reads the banners alone, in every accepted form, and refuses an unreadable answer", () => {
    const alone = { announcements: [], popups: [], promotions: [], help: [] };
    expect(v.parse(PublicBannersSchema, content)).toEqual({
      ...alone,
      banners: v.parse(PublicContentSchema, content).banners,
    });
    expect(
      v.parse(PublicBannersSchema, {
        data: { banners: { list: [{ url: 'u', groupName: 'w_home' }] }, notice: [] },
      }),
    ).toEqual({ ...alone, banners: [{ url: 'u', groupName: 'w_home' }] });
    expect(
      v.parse(PublicBannersSchema, [{ type: 'B', url: 'u', groupName: 'w_home' }, { type: 'PL' }]),
    ).toEqual({
      ...alone,
      banners: [{ url: 'u', groupName: 'w_home' }],
    });
    expect(v.safeParse(PublicBannersSchema, { rows: [] }).success).toBe(false);
  });

  it("the home page's banner table is the same call: same path, request and method as the lobby's", () => {
    const { response: _banners, ...bannerCall } = bannerEndpoints.publicContent;
    const { response: _content, ...contentCall } = publicContentEndpoints.publicContent;
    expect(bannerCall).toEqual(contentCall);
  });
});

describe('§1 every language/lang parameter carries the §1 code of the chosen language', () => {
  it('zh-TW, ar and pt-PT pages send TW, AR and PT to the game list, hot games, winner board, help centre and launches', async () => {
    const list = capture('get', '/wps/relay/GCSGAME_gameList', { games: [], totalPages: 0 });
    const hot = capture('get', '/wps/relay/GCSGAME_hotGamesV2', { list: [] });
    const winners = capture('get', '/wps/relay/ODSFE2_getWinnerBoard', { list: [] });
    const help = capture('get', '/wps/system/helpCenter', { list: [] });
    const launch = capture('get', '/wps/game/launchGame', { url: 'https://play.example/g/1' });
    const lottoLaunch = {
      lottoArea: 'VN',
      launchMode: 'GAME',
      lottoPrizeMode: 'SEA',
      lottoView: 'GAME',
      device: 'WEB',
      backUrl: 'https://sorte.example/seaLottery',
    } as const;
    for (const [tag, code] of [
      ['zh-TW', 'TW'],
      ['ar', 'AR'],
      ['pt-PT', 'PT'],
    ] as const) {
      const calls = client({ language: () => tag });
      await calls.games.list({ gameType: 'RNG', pageNo: 1, pageSize: 18 });
      await calls.games.hot();
      await calls.content.winnerBoard();
      await calls.content.helpCenter().catch(() => undefined);
      await calls.games.launch({ nodeId: '101', gameCode: 'LUMA-101', vassalage: 'LUMA', gameType: 'RNG' });
      await calls.lottery.launch({ ...lottoLaunch, language: tag });
      expect(query(list.at(-1)!).language).toBe(code);
      expect(query(hot.at(-1)!).language).toBe(code);
      expect(query(winners.at(-1)!).language).toBe(code);
      expect(query(help.at(-1)!).lang).toBe(code);
      expect(query(launch.at(-2)!).language).toBe(code);
      expect(query(launch.at(-1)!).language).toBe(code);
    }
  });
});

describe('§7 popular notices, winner board, live chat', () => {
  it('popular notices (path not shown: overridable)', async () => {
    capture('get', '/wps/relay/notices', { list: [{ title: 'Manutenção', content: 'Domingo 02h' }] });
    await expect(
      client({ endpointOverrides: { popularNotices: '/wps/relay/notices' } }).content.popularNotices(),
    ).resolves.toEqual([{ title: 'Manutenção', content: 'Domingo 02h' }]);
  });

  it('ODSFE2_getWinnerBoard: gameCategory ALL, language, limitNum 20 → value.list', async () => {
    const seen = capture('get', '/wps/relay/ODSFE2_getWinnerBoard', {
      list: [{ customerName: 'jogador01', winAmount: '1500.5', gameName: 'Fortuna' }, { customerName: 'x' }],
    });
    await expect(client().content.winnerBoard()).resolves.toEqual([
      { customerName: 'jogador01', winAmount: 1500.5, gameName: 'Fortuna' },
    ]);
    expect(query(seen[0]!)).toEqual({ gameCategory: 'ALL', language: 'PT-BR', limitNum: '20' });
  });

  it('§7 help centre: GET /wps/system/helpCenter with lang and device WEB; topics keep an anchor id', async () => {
    const seen = capture('get', '/wps/system/helpCenter', {
      list: [
        { code: 'term', title: 'Termos', content: '<p>18+</p>' },
        { name: 'Como Depositar', html: '<p>PIX</p>' },
        { content: 'no title: dropped' },
      ],
    });
    await expect(client().content.helpCenter()).resolves.toEqual([
      { id: 'term', title: 'Termos', content: '<p>18+</p>' },
      { id: 'como-depositar', title: 'Como Depositar', content: '<p>PIX</p>' },
    ]);
    expect(query(seen[0]!)).toEqual({ lang: 'PT-BR', device: 'WEB' });
  });

  it('MCS2_claimRafflePromotion: POST promotionId with the token, never retried; the new status when sent', async () => {
    const seen = capture('post', '/wps/relay/MCS2_claimRafflePromotion', { status: 'Joined' });
    await expect(client({ getToken: () => 'tok' }).content.claimPromotion('1001')).resolves.toEqual({
      status: 'Joined',
    });
    expect(JSON.parse(seen[0]!.body)).toEqual({ promotionId: '1001' });
    expect(lobbyEndpoints.claimPromotion.retry).toBe(false);
  });

  it('CSP_unreadCount: GET with the token; the count as a number or inside an object, never below 0', async () => {
    const answers: [unknown, number][] = [
      [3, 3],
      ['7', 7],
      [{ count: 2 }, 2],
      [{ unreadCount: '11' }, 11],
      [{ total: 4.9 }, 4],
      [-2, 0],
    ];
    for (const [value, expected] of answers) {
      const seen = capture('get', '/wps/relay/CSP_unreadCount', value);
      await expect(client({ getToken: () => 'tok' }).content.unreadCount()).resolves.toBe(expected);
      expect(seen[0]!.headers.get('authorization')).toBe('Bearer tok');
    }
    expect(() => v.parse(UnreadCountSchema, { unread: 'x' })).toThrow();
  });

  it('CBS_modelList and CBS_launchChat (POST modelId → chatUrl), not retried', async () => {
    capture('get', '/wps/relay/CBS_modelList', [{ modelId: 'CS', modelName: 'Atendimento' }]);
    const seen = capture('post', '/wps/relay/CBS_launchChat', { chatUrl: 'https://chat.example/r/1' });
    const gw = client();
    await expect(gw.chat.models()).resolves.toEqual([{ modelId: 'CS', modelName: 'Atendimento' }]);
    await expect(gw.chat.launch('CS')).resolves.toEqual({ chatUrl: 'https://chat.example/r/1' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ modelId: 'CS' });
    expect(seen[0]!.headers.get('x-mod-id')).toBeNull();
  });

  it('onUnauthorized runs when a token call answers 401', async () => {
    const onUnauthorized = vi.fn();
    server.use(
      http.get(`${GATEWAY}/wps/relay/MCSFE_getFavoriteGames`, () =>
        HttpResponse.json({ success: false }, { status: 401 }),
      ),
    );
    expect((await rejection(client({ onUnauthorized }).games.favouriteIds())).kind).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

describe('§3 customer service entries (csType, path) from the permission info', () => {
  it('entries parse from a list or the permission info; broken ones are dropped', () => {
    expect(
      v.parse(CustomerServiceEntriesSchema, {
        customerService: [{ csType: 'LIVECHAT', path: 'U2Fsd' }, { path: 'x' }],
        mainDomain: 'x',
      }),
    ).toEqual([{ csType: 'LIVECHAT', path: 'U2Fsd' }]);
    expect(v.parse(CustomerServiceEntriesSchema, [{ csType: 2 }])).toEqual([{ csType: '2' }]);
  });
});
