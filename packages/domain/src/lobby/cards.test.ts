import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gameCard,
  gameDisplayName,
  gameImage,
  gameRtp,
  isHotGame,
  showFreeTrial,
  supportsTrial,
  vendorCard,
  vendorHasPlayNow,
} from './cards.ts';
import { imageSource } from './imageSource.ts';

describe('§2 Game card: hot badge when isHot is 1', () => {
  it.each([
    [1, true],
    ['1', true],
    [true, true],
    [0, false],
    [2, false],
    ['yes', false],
    [null, false],
    [undefined, false],
  ])('isHot %j → %s', (isHot, hot) => {
    expect(isHotGame({ isHot })).toBe(hot);
  });
});

describe('§2 Game card: Free trial only when supportPlay is 0 (and FREEPLAY3 on for visitors)', () => {
  it.each([
    [0, true],
    ['0', true],
    [1, false],
    [false, false],
    [null, false],
    [undefined, false],
  ])('supportPlay %j → trial %s', (supportPlay, trial) => {
    expect(supportsTrial({ supportPlay })).toBe(trial);
  });

  it.each([
    [{ isLogin: false, freePlayEnabled: true }, true],
    [{ isLogin: false, freePlayEnabled: false }, false],
    [{ isLogin: true, freePlayEnabled: false }, true],
    [{ isLogin: true, freePlayEnabled: true }, true],
  ])('supportPlay 0 with %j → %s', (session, shown) => {
    expect(showFreeTrial({ supportPlay: 0 }, session)).toBe(shown);
  });

  it('property: never shown unless supportPlay is 0', () => {
    fc.assert(
      fc.property(fc.anything(), fc.boolean(), fc.boolean(), (supportPlay, isLogin, freePlayEnabled) => {
        if (showFreeTrial({ supportPlay: supportPlay as never }, { isLogin, freePlayEnabled })) {
          expect(
            supportPlay === 0 ||
              supportPlay === '0' ||
              (typeof supportPlay === 'string' && supportPlay.trim() === '0'),
          ).toBe(true);
        }
      }),
    );
  });
});

describe('§2 Game card model', () => {
  it('name, image, hot, trial and favourite heart', () => {
    const game = {
      nodeId: 77,
      gameName: 'Fortuna',
      iconUrl: 'https://img.example/77.png',
      isHot: 1,
      supportPlay: 0,
    };
    expect(gameCard(game, { isLogin: false, freePlayEnabled: true, favGameIds: new Set(['77']) })).toEqual({
      id: '77',
      name: 'Fortuna',
      image: 'https://img.example/77.png',
      hot: true,
      rtp: null,
      playNow: true,
      freeTrial: true,
      favourite: true,
    });
  });

  it('the name falls back from displayName to gameName to nodeName', () => {
    expect(gameDisplayName({ displayName: ' Show ', gameName: 'g', nodeName: 'n' })).toBe('Show');
    expect(gameDisplayName({ displayName: '', gameName: null, nodeName: 'n' })).toBe('n');
    expect(gameDisplayName({})).toBe('');
  });

  it('§8 image error fallback: unusable image addresses give null (the default icon)', () => {
    expect(gameImage({ iconUrl: 'javascript:alert(1)', showIcon: '/icons/1.png' })).toBe('/icons/1.png');
    expect(imageSource('data:image/svg+xml;base64,PHN2Zy8+')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/a.png',
      'data:text/html,<b>',
      '/\\evil',
      '',
      ' ',
      null,
    ]) {
      expect(imageSource(bad)).toBeNull();
    }
  });
});

describe('§2 Vendor card: Play now unless the type is RNG', () => {
  it.each([
    ['RNG', false],
    ['rng', false],
    ['LIVE', true],
    ['SPORTS', true],
    [null, true],
  ])('%s → Play now %s', (gameType, playNow) => {
    expect(vendorHasPlayNow({ gameType })).toBe(playNow);
  });

  it('model: lagerIcon as image, displayName or the vendor code as name', () => {
    expect(
      vendorCard({
        vassalage: 'GOL',
        gameType: 'SPORTS',
        lagerIcon: 'https://img/gol.png',
        displayName: 'Gol',
      }),
    ).toEqual({
      vassalage: 'GOL',
      name: 'Gol',
      image: 'https://img/gol.png',
      playNow: true,
    });
    expect(vendorCard({ vassalage: 'LUMA', gameType: 'RNG' })).toEqual({
      vassalage: 'LUMA',
      name: 'LUMA',
      image: null,
      playNow: false,
    });
  });
});

describe('issue 26 item 6: a game shows its RTP when the gateway gives one (reading: rtp on the §3 game item)', () => {
  it.each([
    [96.5, 96.5],
    ['96.5', 96.5],
    ['96,5', 96.5],
    ['96.50 %', 96.5],
    [0.965, 96.5],
    ['0.9712', 97.12],
    [100, 100],
    ['97.456', 97.46],
  ])('reads %j as %d %%', (raw, percent) => {
    expect(gameRtp(raw)).toBe(percent);
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['n/a'],
    [0],
    [-95],
    [101],
    ['96.5.1'],
    ['1e2'],
    [Number.NaN],
    [{ value: 96 }],
  ])('refuses %j (RTP indisponível), never a guessed figure', (raw) => {
    expect(gameRtp(raw)).toBeNull();
  });

  it('any reading is a percentage in (0, 100] with at most two decimals', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer()), (raw) => {
        const rtp = gameRtp(raw);
        if (rtp === null) return;
        expect(rtp).toBeGreaterThan(0);
        expect(rtp).toBeLessThanOrEqual(100);
        expect(Math.round(rtp * 100) / 100).toBe(rtp);
      }),
    );
  });

  it('the card carries it', () => {
    const session = { isLogin: false, freePlayEnabled: false };
    expect(gameCard({ nodeId: 1, rtp: '95,8%' }, session).rtp).toBe(95.8);
    expect(gameCard({ nodeId: 1 }, session).rtp).toBeNull();
  });
});
