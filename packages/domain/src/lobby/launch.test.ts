import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LinkPolicy } from '../links/safeLink.ts';
import {
  chooseSessionCdn,
  decideLaunch,
  frameTarget,
  lotteryLaunchParams,
  parseLotteryGameCode,
} from './launch.ts';

describe('§6/§8 launching a game: anonymous → login, trial → in_need_true_account', () => {
  const base = { isLogin: true, isTrial: false, freePlayEnabled: true };
  it.each([
    [{ ...base, mode: 'play', isLogin: false }, { kind: 'login' }],
    [{ ...base, mode: 'play', isTrial: true }, { kind: 'need-real-account' }],
    [
      { ...base, mode: 'play' },
      { kind: 'launch', mode: 'play' },
    ],
    [
      { ...base, mode: 'trial', isLogin: false, game: { supportPlay: 0 } },
      { kind: 'launch', mode: 'trial' },
    ],
    [
      { ...base, mode: 'trial', isLogin: false, freePlayEnabled: false, game: { supportPlay: 0 } },
      { kind: 'login' },
    ],
    [
      { ...base, mode: 'trial', isTrial: true, game: { supportPlay: 0 } },
      { kind: 'launch', mode: 'trial' },
    ],
    [{ ...base, mode: 'trial', game: { supportPlay: 1 } }, { kind: 'trial-unavailable' }],
    [{ ...base, mode: 'trial' }, { kind: 'trial-unavailable' }],
  ] as const)('%j → %j', (input, decision) => {
    expect(decideLaunch(input)).toEqual(decision);
  });

  it('property: a real launch happens only for a logged-in non-trial account', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (isLogin, isTrial, freePlayEnabled) => {
        const decision = decideLaunch({ mode: 'play', isLogin, isTrial, freePlayEnabled });
        expect(decision.kind === 'launch').toBe(isLogin && !isTrial);
      }),
    );
  });
});

describe('§9 launch CDN chosen once per session (quality bar)', () => {
  const cdns = [
    'https://play1.example',
    'https://play2.example/',
    'play3.example',
    'http://insecure.example',
    'nonsense url',
  ];

  it('picks with the random number given, among https origins only', () => {
    expect(chooseSessionCdn(cdns, null, 0)).toEqual({ cdn: 'https://play1.example', changed: true });
    expect(chooseSessionCdn(cdns, null, 0.5)).toEqual({ cdn: 'https://play2.example', changed: true });
    expect(chooseSessionCdn(cdns, null, 0.99)).toEqual({ cdn: 'https://play3.example', changed: true });
  });

  it('keeps the remembered CDN while it is offered, whatever the random number', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (random) => {
        expect(chooseSessionCdn(cdns, 'https://play2.example', random)).toEqual({
          cdn: 'https://play2.example',
          changed: false,
        });
      }),
    );
    expect(chooseSessionCdn(['https://other.example'], 'https://play2.example', 0)).toEqual({
      cdn: 'https://other.example',
      changed: true,
    });
  });

  it('no usable CDN → null', () => {
    expect(chooseSessionCdn(['http://x.example', ''], null, 0.3)).toEqual({ cdn: null, changed: false });
    expect(chooseSessionCdn(undefined, 'https://gone.example', 0.3)).toEqual({ cdn: null, changed: true });
  });
});

describe('Quality bar: game and chat iframes only from allowlisted hosts', () => {
  const policy = {
    origin: 'https://sorte.example',
    frameHosts: ['play.sorte.example', 'chat.sorte.example'],
  };

  it.each([
    [
      'https://play.sorte.example/game/1?t=x',
      { kind: 'frame', url: 'https://play.sorte.example/game/1?t=x' },
    ],
    ['https://chat.sorte.example/room', { kind: 'frame', url: 'https://chat.sorte.example/room' }],
    ['http://play.sorte.example/game/1', { kind: 'refused' }],
    ['https://evil.example/game', { kind: 'refused' }],
    ['https://sorte.example/game', { kind: 'refused' }],
    ['javascript:alert(1)', { kind: 'refused' }],
    ['//play.sorte.example/game', { kind: 'refused' }],
    [null, { kind: 'refused' }],
  ])('%j → %j', (raw, target) => {
    expect(frameTarget(raw, policy)).toEqual(target);
  });

  it('a launch path is resolved against the session launch CDN, which must be allowlisted too', () => {
    expect(frameTarget('/game/7', { ...policy, launchCdn: 'https://play.sorte.example' })).toEqual({
      kind: 'frame',
      url: 'https://play.sorte.example/game/7',
    });
    expect(frameTarget('/game/7', { ...policy, launchCdn: 'https://cdn.other.example' })).toEqual({
      kind: 'refused',
    });
    expect(frameTarget('/game/7', policy)).toEqual({ kind: 'refused' });
  });
});

describe('§7 lottery lobby launch parameters', () => {
  const policy: LinkPolicy = { origin: 'https://sorte.example', allowedHosts: ['t.me'] };

  it('lottoArea VN, prize mode, game code, view, device, backUrl and language', () => {
    expect(
      lotteryLaunchParams(
        { prizeMode: 'SEA', gameCode: 'SEA-HN', backUrl: '/seaLottery?gameCode=SEA-HN', language: 'pt' },
        policy,
      ),
    ).toEqual({
      lottoArea: 'VN',
      launchMode: 'GAME',
      lottoPrizeMode: 'SEA',
      lottoGameCode: 'SEA-HN',
      lottoView: 'GAME',
      device: 'WEB',
      backUrl: 'https://sorte.example/seaLottery?gameCode=SEA-HN',
      language: 'pt',
    });
  });

  it('without a game code: the lobby', () => {
    expect(lotteryLaunchParams({ prizeMode: 'LOTT', language: 'en' }, policy)).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOBBY',
      lottoPrizeMode: 'LOTT',
      lottoView: 'LOBBY',
      device: 'WEB',
      backUrl: 'https://sorte.example/',
      language: 'en',
    });
  });

  it.each(['javascript:alert(1)', '//evil.example', 'https://evil.example/', 'http://t.me/x'])(
    'backUrl %j is refused and replaced by the home page',
    (backUrl) => {
      expect(lotteryLaunchParams({ prizeMode: 'ZY', backUrl, language: 'pt' }, policy).backUrl).toBe(
        'https://sorte.example/',
      );
    },
  );

  it('an allowlisted https backUrl stays', () => {
    expect(
      lotteryLaunchParams({ prizeMode: 'ZY', backUrl: 'https://t.me/x', language: 'pt' }, policy).backUrl,
    ).toBe('https://t.me/x');
  });

  it('§2 gameCode query: plain codes only', () => {
    expect(parseLotteryGameCode(' VN01 ')).toBe('VN01');
    for (const bad of ['', '<x>', 'a b', '../x', 'x'.repeat(41), null])
      expect(parseLotteryGameCode(bad)).toBeNull();
    expect(
      lotteryLaunchParams({ prizeMode: 'LOTT', gameCode: '"><svg', language: 'pt' }, policy),
    ).not.toHaveProperty('lottoGameCode');
  });
});
