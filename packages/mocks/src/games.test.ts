import {
  applyFavouriteOp,
  createFavouriteToggler,
  DEFAULT_LOBBY_STATE,
  favouritesFrom,
  frameTarget,
  gameListParams,
  revertFavouriteOp,
} from '@sorte/domain';
import { describe, expect, it } from 'vitest';
import { failures } from './failures.ts';
import { gameCatalog, VENDOR_FIXTURES } from './fixtures/games.ts';
import { GAME_MESSAGES, HOT_GAMES_LIMIT, LAUNCH_HOST } from './handlers/index.ts';
import { MAX_FAVOURITES } from './lobbyState.ts';
import { createPersistence, type KeyValueStorage } from './persistence.ts';
import { GATEWAY, memberSession, mockGatewayForFile, rejection } from './test/mockGateway.ts';

const mock = mockGatewayForFile();

const session = () => memberSession({ merchantCode: 'SORTE', language: () => 'pt' });

const catalog = gameCatalog();
const rngGame = catalog.byType.get('RNG')![0]!;
const trialGame = catalog.byType.get('RNG')!.find((g) => g.supportPlay === 0)!;
const noTrialGame = catalog.byType.get('RNG')!.find((g) => g.supportPlay === 1)!;
const launchOf = (g: typeof rngGame) => ({
  nodeId: String(g.nodeId),
  gameCode: g.gameCode,
  vassalage: g.vassalage,
  gameType: g.gameType,
});
const payloadOf = (g: typeof rngGame) => ({
  nodeId: String(g.nodeId),
  vendor: g.vassalage,
  gameType: g.gameType,
});

describe('§7 GCSGAME_newGameVendor: vendor lanes with cards and classes', () => {
  it('every vendor of the fixtures is in its lane, with a generated lagerIcon', async () => {
    const lanes = await session().gw.games.vendors();
    expect(lanes.map((lane) => lane.gameCategory)).toEqual([
      'LOTT',
      'ELOTT',
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'FISH',
      'RNG',
      'PVP',
      'COCKFIGHT',
    ]);
    expect(lanes.flatMap((lane) => lane.vendors.map((vendor) => vendor.vassalage)).sort()).toEqual(
      VENDOR_FIXTURES.map((vendor) => vendor.vassalage).sort(),
    );
    const live = lanes.find((lane) => lane.gameCategory === 'LIVE')!;
    expect(live.gameClassify.map((c) => c.name)).toContain('BACCARAT');
  });
});

describe('§7 GCSGAME_gameList: filters, search and pages', () => {
  it('18 per page of the whole category; totalPages matches', async () => {
    const { gw } = session();
    const page = await gw.games.list({ gameType: 'RNG', pageNo: 1, pageSize: 18 });
    expect(page.games).toHaveLength(18);
    expect(page.totalPages).toBe(Math.ceil(catalog.byType.get('RNG')!.length / 18));
    const last = await gw.games.list({ gameType: 'RNG', pageNo: page.totalPages, pageSize: 18 });
    expect(last.games.length).toBeGreaterThan(0);
    const beyond = await gw.games.list({ gameType: 'RNG', pageNo: page.totalPages + 1, pageSize: 18 });
    expect(beyond.games).toEqual([]);
  });

  it('the domain lobby state drives the call: INHOUSE is RNG of BGS, vendor and class narrow it', async () => {
    const { gw } = session();
    const inHouse = await gw.games.list(gameListParams('INHOUSE', DEFAULT_LOBBY_STATE));
    expect(inHouse.games.every((g) => g.vassalage === 'BGS' && g.gameType === 'RNG')).toBe(true);
    const bingo = await gw.games.list(
      gameListParams('RNG', { ...DEFAULT_LOBBY_STATE, vendor: 'LUMA', classify: 'BINGO' }),
    );
    expect(bingo.games.length).toBeGreaterThan(0);
    expect(bingo.games.every((g) => g.vassalage === 'LUMA' && g.gameClassify === 'BINGO')).toBe(true);
  });

  it('§5 name search (trimmed by the client), case and accent insensitive', async () => {
    const { gw } = session();
    const result = await gw.games.list({ gameType: 'RNG', gameName: '  DRAGAO ', pageNo: 1, pageSize: 999 });
    expect(result.games.length).toBeGreaterThan(0);
    expect(result.games.every((g) => /drag[aã]o/i.test(g.gameName))).toBe(true);
    const none = await gw.games.list({ gameType: 'RNG', gameName: 'zzzz-nada', pageNo: 1, pageSize: 18 });
    expect(none).toEqual({ games: [], totalPages: 0 });
  });

  it('a request without its required parameters answers 400 (handlers read the query with the gateway schema)', async () => {
    const response = await fetch(`${GATEWAY}/wps/relay/GCSGAME_gameList?gameType=RNG`);
    expect(response.status).toBe(400);
  });
});

describe('§7 GCSGAME_hotGamesV2 and GCSGAME_getVassGameType', () => {
  it('hot games only (isHot 1), by gameType and vendor, at most the limit', async () => {
    const { gw } = session();
    const hot = await gw.games.hot({ gameType: 'RNG' });
    expect(hot.length).toBeGreaterThan(12);
    expect(hot.length).toBeLessThanOrEqual(HOT_GAMES_LIMIT);
    expect(hot.every((g) => g.isHot === 1 && g.gameType === 'RNG')).toBe(true);
    const fish = await gw.games.hot({ gameType: 'FISH', vassalage: 'MARE' });
    expect(fish.every((g) => g.vassalage === 'MARE')).toBe(true);
  });

  it("a vendor's game types", async () => {
    const { gw } = session();
    await expect(gw.games.vendorGameTypes('SV3')).resolves.toEqual(['COCKFIGHT']);
    await expect(gw.games.vendorGameTypes('NOPE')).resolves.toEqual([]);
  });
});

describe('§4 favourites per account: add, remove, list (page size 999) and ids', () => {
  it('need a token', async () => {
    const s = session();
    expect((await rejection(s.gw.games.favouriteIds())).kind).toBe('unauthorized');
    expect((await rejection(s.gw.games.addFavourite(payloadOf(rngGame)))).kind).toBe('unauthorized');
  });

  it('jogador01 starts with favourites; add puts a game first, remove takes it out; ids follow', async () => {
    const s = session();
    await s.login('jogador01');
    const before = await s.gw.games.favourites();
    expect(before.content.length).toBeGreaterThan(0);
    expect(before.favGameIds).toEqual(before.content.map((g) => g.nodeId));
    const extra = catalog.byType.get('FISH')![5]!;
    await s.gw.games.addFavourite(payloadOf(extra));
    await s.gw.games.addFavourite(payloadOf(extra));
    const after = await s.gw.games.favourites();
    expect(after.content[0]!.nodeId).toBe(String(extra.nodeId));
    expect(after.content).toHaveLength(before.content.length + 1);
    await expect(s.gw.games.favouriteIds()).resolves.toContain(String(extra.nodeId));
    await s.gw.games.removeFavourite(payloadOf(extra));
    await expect(s.gw.games.favouriteIds()).resolves.toEqual(before.favGameIds);
  });

  it('favourites are per account', async () => {
    const a = session();
    await a.login('agente2');
    await a.gw.games.addFavourite(payloadOf(rngGame));
    const b = session();
    await b.login('agente41');
    await expect(b.gw.games.favouriteIds()).resolves.toEqual([]);
    await expect(a.gw.games.favouriteIds()).resolves.toEqual([String(rngGame.nodeId)]);
  });

  it('an unknown game or a wrong vendor is refused', async () => {
    const s = session();
    await s.login('jogador01');
    const unknown = await rejection(
      s.gw.games.addFavourite({ nodeId: '1', vendor: 'LUMA', gameType: 'RNG' }),
    );
    expect(unknown.serverMessage).toBe(GAME_MESSAGES.gameNotFound);
    const wrongVendor = await rejection(s.gw.games.addFavourite({ ...payloadOf(rngGame), vendor: 'OTHER' }));
    expect(wrongVendor.serverMessage).toBe(GAME_MESSAGES.gameNotFound);
  });

  it('the list is full at 999', async () => {
    const s = session();
    await s.login('agente42');
    mock.db.state.favourites = {
      '20042': catalog.games.slice(0, MAX_FAVOURITES).map((g) => String(g.nodeId)),
    };
    const full = await rejection(s.gw.games.addFavourite(payloadOf(catalog.games.at(-1)!)));
    expect(full.serverMessage).toBe(GAME_MESSAGES.favouritesFull);
    const list = await s.gw.games.favourites();
    expect(list.content).toHaveLength(999);
    expect(list.totalPages).toBe(1);
  });

  it('optimistic toggle with rollback when the gateway fails (quality bar), end to end with the domain rules', async () => {
    const s = session();
    await s.login('jogador01');
    const loaded = await s.gw.games.favourites();
    let state = favouritesFrom(loaded.content, loaded.favGameIds);
    const toggler = createFavouriteToggler();
    const extra = catalog.byType.get('RNG')![42]!;
    const game = (await s.gw.games.list({ gameType: 'RNG', pageNo: 1, pageSize: 999 })).games.find(
      (g) => g.nodeId === String(extra.nodeId),
    )!;

    mock.server.use(failures.serverError('addFavourite', { baseUrl: GATEWAY, once: true }));
    const toggle = toggler.toggle(state, game, { now: 1_000, isLogin: true });
    if (toggle.kind !== 'apply') throw new Error('expected apply');
    state = toggle.next;
    expect(state.favGameIds.has(game.nodeId)).toBe(true);
    const error = await rejection(s.gw.games.addFavourite(toggle.payload));
    expect(error.kind).toBe('server');
    state = revertFavouriteOp(state, toggle.op);
    expect(state.favGameIds.has(game.nodeId)).toBe(false);
    await expect(s.gw.games.favouriteIds()).resolves.not.toContain(game.nodeId);

    expect(toggler.toggle(state, game, { now: 1_500, isLogin: true }).kind).toBe('throttled');
    const retry = toggler.toggle(state, game, { now: 2_000, isLogin: true });
    if (retry.kind !== 'apply') throw new Error('expected apply');
    await s.gw.games.addFavourite(retry.payload);
    state = applyFavouriteOp(state, retry.op);
    await expect(s.gw.games.favouriteIds()).resolves.toContain(game.nodeId);
  });

  it('favourites and recent games persist with the rest of the mock state', async () => {
    const s = session();
    await s.login('agente2');
    await s.gw.games.addFavourite(payloadOf(rngGame));
    await s.gw.games.launch(launchOf(rngGame));
    const memory = new Map<string, string>();
    const storage: KeyValueStorage = {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
    createPersistence(mock.db, { key: 'k', state: storage }).save();
    mock.db.reset();
    expect(mock.db.state.favourites).toBeUndefined();
    createPersistence(mock.db, { key: 'k', state: storage }).load();
    expect(mock.db.state.favourites?.['20002']).toEqual([String(rngGame.nodeId)]);
    expect(mock.db.state.recentGames?.['20002']).toEqual([String(rngGame.nodeId)]);
  });
});

describe('§7 launch: GET /wps/game/launchGame (token), recent games, free trial', () => {
  const frame = { origin: 'https://sorte.example', frameHosts: ['play.sorte.example'] };

  it('anonymous → 401; a trial account → in_need_true_account (§6, §8)', async () => {
    const s = session();
    expect((await rejection(s.gw.games.launch(launchOf(rngGame)))).kind).toBe('unauthorized');
    await s.login('teste01');
    const trial = await rejection(s.gw.games.launch(launchOf(rngGame)));
    expect(trial).toMatchObject({ kind: 'rejected', serverMessage: 'in_need_true_account' });
  });

  it('a member gets a URL on the launch CDN that passes the frame allowlist; the game becomes recent', async () => {
    const s = session();
    await s.login('agente1');
    const { url } = await s.gw.games.launch(launchOf(rngGame));
    expect(url.startsWith(`${LAUNCH_HOST}/game/${rngGame.vassalage}/${rngGame.gameCode}?`)).toBe(true);
    expect(frameTarget(url, frame)).toEqual({ kind: 'frame', url });
    const recent = await s.gw.games.recent({ page: 1, pageSize: 12 });
    expect(recent[0]!.nodeId).toBe(String(rngGame.nodeId));
  });

  it('recent games: newest first, no duplicates, paged', async () => {
    const s = session();
    await s.login('agente1');
    const [a, b] = catalog.byType.get('LIVE')!;
    await s.gw.games.launch(launchOf(a!));
    await s.gw.games.launch(launchOf(b!));
    await s.gw.games.launch(launchOf(a!));
    const recent = await s.gw.games.recent({ page: 1, pageSize: 12 });
    expect(recent.map((g) => g.nodeId)).toEqual([String(a!.nodeId), String(b!.nodeId)]);
    await expect(s.gw.games.recent({ page: 2, pageSize: 1 })).resolves.toHaveLength(1);
  });

  it('jogador01 starts with recent games', async () => {
    const s = session();
    await s.login('jogador01');
    await expect(s.gw.games.recent({ page: 1, pageSize: 12 })).resolves.toHaveLength(6);
  });

  it('an unknown game is refused', async () => {
    const s = session();
    await s.login('jogador01');
    const error = await rejection(s.gw.games.launch({ ...launchOf(rngGame), vassalage: 'LUMA2' }));
    expect(error.serverMessage).toBe(GAME_MESSAGES.gameNotFound);
  });

  it('free trial: no login needed when supportPlay is 0 and FREEPLAY3 is on', async () => {
    const { gw } = session();
    const { url } = await gw.games.freeTrial(launchOf(trialGame));
    expect(url).toContain('mode=demo');
    expect((await rejection(gw.games.freeTrial(launchOf(noTrialGame)))).serverMessage).toBe(
      GAME_MESSAGES.trialUnavailable,
    );
    mock.applyScenario({ whiteLabel: { FREEPLAY3: false } });
    expect((await rejection(gw.games.freeTrial(launchOf(trialGame)))).serverMessage).toBe(
      GAME_MESSAGES.freePlayDisabled,
    );
    const s = session();
    await s.login('teste01');
    await expect(s.gw.games.freeTrial(launchOf(trialGame))).resolves.toMatchObject({
      url: expect.any(String),
    });
  });

  it('scenario failures apply to the new endpoints too (mock.fail.launchGame)', async () => {
    const s = session();
    await s.login('jogador01');
    mock.applyScenario({ failures: { launchGame: 'server-error' } });
    expect((await rejection(s.gw.games.launch(launchOf(rngGame)))).kind).toBe('server');
  });
});

describe('§7 GLS2_roomList', () => {
  it('rooms of a live vendor', async () => {
    const rooms = await session().gw.games.rooms({ vassalage: 'PRAIA' });
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms.every((room) => room.vassalage === 'PRAIA')).toBe(true);
  });
});
