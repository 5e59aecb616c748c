import { describe, expect, it } from 'vitest';
import {
  ALL_CLASSES,
  classesOf,
  classifyOptions,
  classLabel,
  LIVE_CLASSES,
  SLOT_CLASSES,
} from './classify.ts';
import { allMessage, liveClassMessages, slotClassMessages } from './lobbyMessages.ts';

describe('§3 slot classes and live classes', () => {
  it('are the spec lists', () => {
    expect([...SLOT_CLASSES]).toEqual([
      'SLOT_MACHINE',
      'SCRATCH_CARD',
      'VIDEO_POKER',
      'TABLE_GAMES',
      'ARCADE',
      'JACKPOT',
      'BINGO',
    ]);
    expect([...LIVE_CLASSES]).toEqual([
      'BACCARAT',
      'SICBO',
      'ROULETTE',
      'DRAGON_TIGER',
      'BLACKJACK',
      'OTHERS',
    ]);
  });

  it('RNG and INHOUSE use the slot classes, LIVE the live classes, others none', () => {
    expect(classesOf('RNG')).toBe(SLOT_CLASSES);
    expect(classesOf('INHOUSE')).toBe(SLOT_CLASSES);
    expect(classesOf('LIVE')).toBe(LIVE_CLASSES);
    expect(classesOf('FISH')).toEqual([]);
  });

  it('labels: the §3 text for known classes, the code for others', () => {
    expect(classLabel(ALL_CLASSES)).toBe(allMessage);
    expect(classLabel('JACKPOT')).toBe(slotClassMessages.JACKPOT);
    expect(classLabel('ROULETTE')).toBe(liveClassMessages.ROULETTE);
    expect(classLabel('MEGAWAYS')).toBe('MEGAWAYS');
    expect(classLabel('constructor')).toBe('constructor');
  });
});

describe('§2 classify menu', () => {
  it('without gateway classes: ALL then the §3 classes of the category', () => {
    expect(classifyOptions('LIVE', 'ALL').map((o) => o.value)).toEqual(['ALL', ...LIVE_CLASSES]);
    expect(classifyOptions('PVP', 'ALL')).toEqual([]);
  });

  it('§3 gameClassify (name and vendors) narrows the menu to the chosen vendor', () => {
    const gameClassify = [
      { name: 'SLOT_MACHINE', vendors: ['SOLX', 'LUMA'] },
      { name: 'BINGO', vendors: ['LUMA'] },
      { name: 'ARCADE' },
      { name: '  ' },
    ];
    expect(classifyOptions('RNG', 'ALL', gameClassify).map((o) => o.value)).toEqual([
      'ALL',
      'SLOT_MACHINE',
      'BINGO',
      'ARCADE',
    ]);
    expect(classifyOptions('RNG', 'SOLX', gameClassify).map((o) => o.value)).toEqual([
      'ALL',
      'SLOT_MACHINE',
      'ARCADE',
    ]);
  });
});
