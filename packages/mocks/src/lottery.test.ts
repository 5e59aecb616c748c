import { lotteryLaunchParams, PRIZE_MODES } from '@sorte/domain';
import { describe, expect, it } from 'vitest';
import { drawNumbers, findLottery, LOTTERY_FIXTURES, openedDraws } from './fixtures/lottery.ts';
import { GAME_MESSAGES, LAUNCH_HOST, LOTTERY_MESSAGES } from './handlers/index.ts';
import { memberSession, mockGatewayForFile, rejection } from './test/mockGateway.ts';

const NOW = Date.UTC(2026, 10, 22, 15, 7, 30);
const mock = mockGatewayForFile();
mock.db.now = () => NOW;

const session = () => memberSession({ language: () => 'pt' });

describe('§7 lottery game menus by prize mode (LOTT, ZY, ELOTT, SEA)', () => {
  it.each(PRIZE_MODES)(
    '%s has games, each with a generated icon and its next close time',
    async (prizeMode) => {
      const games = await session().gw.lottery.menu(prizeMode);
      expect(games.length).toBeGreaterThan(0);
      for (const game of games) {
        expect(game.prizeMode).toBe(prizeMode);
        expect(game.iconUrl).toMatch(/^data:image\/svg\+xml,/);
        expect(game.nextCloseTime).toBeGreaterThan(NOW);
      }
    },
  );
});

describe('§7 opened draws with their numbers', () => {
  it('a game’s draws: newest first, none in the future, numbers by its rule', async () => {
    const draws = await session().gw.lottery.draws({ gameCode: 'EL-MEGA', pageSize: 5 });
    expect(draws).toHaveLength(5);
    for (let i = 1; i < draws.length; i++)
      expect(draws[i - 1]!.openTime!).toBeGreaterThan(draws[i]!.openTime!);
    expect(draws[0]!.openTime!).toBeLessThanOrEqual(NOW);
    for (const draw of draws) {
      expect(draw.numbers).toHaveLength(6);
      expect(new Set(draw.numbers).size).toBe(6);
      expect(draw.numbers.every((n) => Number(n) >= 1 && Number(n) <= 60)).toBe(true);
      expect(draw.numero).toMatch(/^20261122-\d+$/);
    }
  });

  it('the same draw always has the same numbers', () => {
    const game = findLottery('ZY-1M')!;
    expect(drawNumbers(game, 123)).toEqual(drawNumbers(game, 123));
    expect(openedDraws(game, NOW, 3)).toEqual(openedDraws(game, NOW, 3));
  });

  it('the latest draw of every game, or of one prize mode', async () => {
    const { gw } = session();
    await expect(gw.lottery.openedNumbers()).resolves.toHaveLength(LOTTERY_FIXTURES.length);
    const zy = await gw.lottery.openedNumbers({ prizeMode: 'ZY' });
    expect(zy.map((d) => d.gameCode)).toEqual(['ZY-1M', 'ZY-3M', 'ZY-5M']);
    expect(zy.every((d) => d.numbers.length === 5)).toBe(true);
  });

  it('an unknown game is refused', async () => {
    const error = await rejection(session().gw.lottery.draws({ gameCode: 'NOPE' }));
    expect(error.serverMessage).toBe(LOTTERY_MESSAGES.notFound);
  });
});

describe('§2 lottery pages need a login; §7 recent lotteries and the lobby launch', () => {
  const policy = { origin: 'https://sorte.example', allowedHosts: [] };

  it('recent lotteries need a token; jogador01 has some', async () => {
    const s = session();
    expect((await rejection(s.gw.lottery.recent())).kind).toBe('unauthorized');
    await s.login('jogador01');
    await expect(s.gw.lottery.recent()).resolves.toMatchObject([
      { gameCode: 'VN-MB' },
      { gameCode: 'EL-MEGA' },
    ]);
  });

  it('the lobby launch with the domain parameters gives a launch URL and records the lottery as recent', async () => {
    const s = session();
    await s.login('agente1');
    const params = lotteryLaunchParams(
      { prizeMode: 'SEA', gameCode: 'SEA-TH', backUrl: '/seaLottery?gameCode=SEA-TH', language: 'pt' },
      policy,
    );
    const { url } = await s.gw.lottery.launch(params);
    expect(url.startsWith(`${LAUNCH_HOST}/lottery/?`)).toBe(true);
    const query = new URL(url).searchParams;
    expect(query.get('game')).toBe('SEA-TH');
    expect(query.get('back')).toBe('https://sorte.example/seaLottery?gameCode=SEA-TH');
    await expect(s.gw.lottery.recent()).resolves.toMatchObject([{ gameCode: 'SEA-TH' }]);
  });

  it('trial accounts are refused; unknown lottery codes too', async () => {
    const trial = session();
    await trial.login('teste01');
    const params = lotteryLaunchParams({ prizeMode: 'LOTT', language: 'pt' }, policy);
    expect((await rejection(trial.gw.lottery.launch(params))).serverMessage).toBe(
      GAME_MESSAGES.needRealAccount,
    );
    const s = session();
    await s.login('jogador01');
    const unknown = await rejection(s.gw.lottery.launch({ ...params, lottoGameCode: 'NOPE' }));
    expect(unknown.serverMessage).toBe(GAME_MESSAGES.lotteryNotFound);
  });
});
