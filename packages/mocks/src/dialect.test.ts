import { createGatewayClient, type GatewayClient } from '@sorte/gateway';
import { describe, expect, it } from 'vitest';
import { runCashierControl } from './cashierControl.ts';
import { createDb } from './db.ts';
import { classFromDialect, type Dialect, SPEC_CLASS_NAMES } from './dialect.ts';
import { DEMO_PASSWORD, DEMO_WITHDRAW_PASSWORD } from './fixtures/accounts.ts';
import { applyScenario, scenarioFromSearchParams } from './scenarios.ts';
import { GATEWAY, mockGatewayForFile } from './test/mockGateway.ts';

const NOW = Date.UTC(2026, 10, 22, 15, 7, 30);
const db = createDb({ now: () => NOW });
const mock = mockGatewayForFile({ db });

async function client(dialect: Dialect, username?: string) {
  applyScenario({ dialect }, db);
  let token: string | null = null;
  const gw: GatewayClient = createGatewayClient({
    baseUrl: GATEWAY,
    getToken: () => token,
    onUnauthorized: () => {
      token = null;
    },
    language: () => 'pt',
  });
  if (username)
    token = (await gw.session.login({ type: 'username', username, password: DEMO_PASSWORD })).token;
  return gw;
}

async function raw(dialect: Dialect, path: string) {
  applyScenario({ dialect }, db);
  return ((await (await fetch(`${GATEWAY}${path}`)).json()) as { value: unknown }).value;
}

describe('the spec dialect: the same data in another plausible shape', () => {
  it('is chosen by scenario and by the demo query mock.dialect', () => {
    expect(scenarioFromSearchParams(new URLSearchParams('mock.dialect=spec'))).toEqual({ dialect: 'spec' });
    expect(scenarioFromSearchParams(new URLSearchParams('mock.dialect=klingon'))).toEqual({});
  });

  it('answers in other shapes: §3 names, lists wrapped otherwise, numbers as strings, register fields as a list', async () => {
    const content = (await raw('spec', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR')) as object;
    expect(Object.keys(content).sort()).toEqual([
      'announcements',
      'banners',
      'popup',
      'promotion',
      'traceId',
    ]);
    const settings = (await raw('spec', '/wps/system/setting/register')) as { fields: unknown };
    expect(Array.isArray(settings.fields)).toBe(true);
    expect(settings.fields).toContainEqual(expect.objectContaining({ field: 'payeeName', enabled: true }));
    const menus = (await raw('spec', '/lgw/games/game_menus')) as { list: { gameCategory: string }[] };
    const categories = menus.list.map((lane) => lane.gameCategory);
    expect(categories.indexOf('INHOUSE')).toBe(categories.indexOf('FISH') + 1);
    const page = (await raw(
      'spec',
      '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=2&language=pt',
    )) as {
      data: { list: unknown[]; totalPage: unknown };
    };
    expect(typeof page.data.totalPage).toBe('string');
    expect(await raw('codes', '/lgw/games/game_menus')).toHaveProperty('data.lanes');
  });

  it('the client reads both dialects to the same normalised answers', async () => {
    const read = async (dialect: Dialect) => {
      const gw = await client(dialect, 'jogador01');
      return {
        content: await gw.content.publicContent({ types: ['B', 'PL', 'PU', 'PR', 'H'] }),
        notices: await gw.content.popularNotices(),
        winners: await gw.content.winnerBoard(),
        unread: await gw.content.unreadCount(),
        help: await gw.content.helpCenter(),
        chat: await gw.chat.models(),
        settings: await gw.account.registerSettings(),
        hot: await gw.games.hot(),
        recent: await gw.games.recent(),
        favouriteIds: await gw.games.favouriteIds(),
        favourites: await gw.games.favourites(),
        page: await gw.games.list({ gameType: 'FISH', pageNo: 2, pageSize: 6 }),
        types: await gw.games.vendorGameTypes('BGS'),
        rooms: await gw.games.rooms({ vassalage: 'PRAIA' }),
        lottery: await gw.lottery.menu('SEA'),
        draws: await gw.lottery.draws({ gameCode: 'EL-MEGA', pageSize: 3 }),
        opened: await gw.lottery.openedNumbers({ prizeMode: 'ZY' }),
        member: await gw.member.info(),
        balance: await gw.wallet.balance(),
        whiteLabel: await gw.system.whiteLabel(),
      };
    };
    const codes = await read('codes');
    // The unknown field the dialect adds is kept by the readers that keep unknown fields (loose objects).
    const spec = JSON.parse(
      JSON.stringify(await read('spec'), (key, value) => (key === 'traceId' ? undefined : value)),
    );
    const withShortClasses = (games: { gameClassify?: string }[]) =>
      games.map((game) => ({
        ...game,
        ...(game.gameClassify
          ? { gameClassify: SPEC_CLASS_NAMES[game.gameClassify] ?? game.gameClassify }
          : {}),
      }));
    expect(spec).toEqual({
      ...codes,
      hot: withShortClasses(codes.hot),
      recent: withShortClasses(codes.recent),
      favourites: { ...codes.favourites, content: withShortClasses(codes.favourites.content) },
      page: { ...codes.page, games: withShortClasses(codes.page.games) },
    });
  });

  it('the cashier reads alike in both dialects, through a whole journey', async () => {
    const journey = async (dialect: Dialect) => {
      mock.reset();
      const gw = await client(dialect, 'jogador01');
      const money = (idempotencyKey: string) => ({ idempotencyKey });
      const deposit = await gw.cashier.deposit({ channelId: 'pix', amount: 100 }, money('d'));
      const bank = await gw.cashier.deposit({ channelId: 'ted', amount: 500 }, money('b'));
      runCashierControl(db, { action: 'creditDeposit', id: deposit.id });
      const withdrawal = await gw.cashier.withdraw(
        {
          amount: 200,
          account: { kind: 'PIX', keyType: 'RANDOM', key: '3f2a' },
          withdrawPassword: DEMO_WITHDRAW_PASSWORD,
        },
        money('w'),
      );
      runCashierControl(db, { action: 'approveWithdrawal', id: withdrawal.id });
      const proof = new File([new Uint8Array(8)], 'p.jpg', { type: 'image/jpeg' });
      expect(db.scenario.dialect).toBe(dialect);
      return {
        consolidated: await gw.cashier.consolidatedFunds(),
        wallets: await gw.cashier.vendorWallets(),
        transfer: await gw.cashier.transfer({ direction: 'toVendor', vendor: 'GOL', amount: 5 }, money('t')),
        channels: await gw.cashier.depositChannels(),
        deposit,
        bank,
        credited: await gw.cashier.depositStatus(deposit.id),
        deposits: await gw.cashier.depositOrders(),
        // Issue 23 item 4: the withdrawal's key is saved; deleted, it is gone.
        pixKeys: await gw.cashier.pixKeys(),
        pixKeysAfterDelete: await gw.cashier
          .deletePixKey((await gw.cashier.pixKeys())[0]?.id ?? '')
          .then(() => gw.cashier.pixKeys()),
        info: await gw.cashier.withdrawInfo(),
        withdrawal,
        awaiting: await gw.cashier.withdrawalStatus(withdrawal.id),
        confirmed: await gw.cashier.confirmWithdrawal(
          { withdrawalId: withdrawal.id, answer: { kind: 'partlyReceived', receivedAmount: 150 }, proof },
          money('c'),
        ),
        withdrawals: await gw.cashier.withdrawals(),
        upline: await gw.cashier.upline(),
        uplineTransfer: await gw.cashier.transferToUpline(
          { amount: 1, withdrawPassword: DEMO_WITHDRAW_PASSWORD },
          money('u'),
        ),
        unread: await gw.content.unreadCounts(),
      };
    };
    const codes = await journey('codes');
    expect(codes.credited.status).toBe('CREDITED');
    expect(codes.pixKeys).toMatchObject([{ type: 'RANDOM', key: '3f2a' }]);
    expect(codes.pixKeysAfterDelete).toEqual([]);
    expect(codes.confirmed?.status).toBe('CONFIRMED');
    expect(await journey('spec')).toEqual(codes);
  });

  it('game menus: every category of the codes dialect, BGS in its own INHOUSE lane, the gateway’s class names', async () => {
    const codes = await (await client('codes')).games.menus();
    const spec = await (await client('spec')).games.menus();
    const vendorsOf = (lanes: typeof codes) =>
      lanes.flatMap((lane) => lane.vendors.map((v) => v.vassalage)).sort();
    expect(vendorsOf(spec)).toEqual(vendorsOf(codes));
    expect(spec.find((lane) => lane.gameCategory === 'INHOUSE')?.vendors.map((v) => v.vassalage)).toEqual([
      'BGS',
    ]);
    const rngClasses = spec.find((lane) => lane.gameCategory === 'RNG')!.gameClassify.map((c) => c.name);
    expect(rngClasses).toContain('SLOT');
    expect(rngClasses).toContain('SCRATCH');
    expect(rngClasses).not.toContain('SLOT_MACHINE');
  });

  it('a class filter takes the dialect’s own value: SLOT finds the slot machines', async () => {
    const gw = await client('spec');
    const page = await gw.games.list({ gameType: 'RNG', gameClassify: 'SLOT', pageNo: 1, pageSize: 20 });
    expect(page.games.length).toBeGreaterThan(0);
    expect(page.games.every((game) => game.gameClassify === 'SLOT')).toBe(true);
    expect(classFromDialect('spec', 'SLOT')).toBe('SLOT_MACHINE');
    expect(classFromDialect('codes', 'SLOT')).toBe('SLOT');
  });
});
