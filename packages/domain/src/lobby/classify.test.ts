import { describe, expect, it } from 'vitest';
import { LIVE_CLASSES, SLOT_CLASSES } from '../constants.ts';
import { ALL_CLASSES, classesOf, classifyOptions, classLabel, knownClass } from './classify.ts';
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

describe('§3 class labels for the gateway’s own class names', () => {
  it('match leniently: case, separators, plurals and names that start one §3 class', () => {
    expect(knownClass('SLOT')).toBe('SLOT_MACHINE');
    expect(knownClass('slots')).toBe('SLOT_MACHINE');
    expect(knownClass('SCRATCH')).toBe('SCRATCH_CARD');
    expect(knownClass('Scratch Cards')).toBe('SCRATCH_CARD');
    expect(knownClass('TABLE')).toBe('TABLE_GAMES');
    expect(knownClass('POKER')).toBe('VIDEO_POKER');
    expect(knownClass('DRAGONTIGER')).toBe('DRAGON_TIGER');
    expect(knownClass('sic-bo')).toBe('SICBO');
    expect(knownClass('OTHER')).toBe('OTHERS');
    expect(knownClass('jackpots')).toBe('JACKPOT');
    expect(knownClass('MEGAWAYS')).toBeNull();
    expect(knownClass('B')).toBeNull();
    expect(knownClass('')).toBeNull();
  });

  it('an unknown class shows the gateway’s name; a known one the §3 text', () => {
    expect(classLabel('SLOT')).toBe(slotClassMessages.SLOT_MACHINE);
    expect(classLabel('SCRATCH')).toBe(slotClassMessages.SCRATCH_CARD);
    expect(classLabel('Megaways')).toBe('Megaways');
  });
});

describe('§2 classify menu', () => {
  it('without gateway classes there is no menu (our codes would find nothing on the gateway)', () => {
    expect(classifyOptions('LIVE', 'ALL')).toEqual([]);
    expect(classifyOptions('RNG', 'ALL', [])).toEqual([]);
    expect(classifyOptions('PVP', 'ALL')).toEqual([]);
  });

  it('the values are the gateway’s own names, as sent; the labels are the §3 texts', () => {
    const options = classifyOptions('RNG', 'ALL', [{ name: 'SLOT' }, { name: 'SCRATCH' }, { name: 'MEGA' }]);
    expect(options.map((o) => o.value)).toEqual(['ALL', 'SLOT', 'SCRATCH', 'MEGA']);
    expect(options.map((o) => o.label)).toEqual([
      allMessage,
      slotClassMessages.SLOT_MACHINE,
      slotClassMessages.SCRATCH_CARD,
      'MEGA',
    ]);
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
