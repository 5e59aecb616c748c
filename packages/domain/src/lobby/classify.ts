import type { MessageDescriptor } from '@lingui/core';
import type { LobbyCategory } from './categories.ts';
import { allMessage, liveClassMessages, slotClassMessages } from './lobbyMessages.ts';

/** The classify value meaning "no class filter". */
export const ALL_CLASSES = 'ALL';

/** §3 slot classes: slot machine, scratch card, video poker, table games, arcade, jackpot, bingo. */
export const SLOT_CLASSES = [
  'SLOT_MACHINE',
  'SCRATCH_CARD',
  'VIDEO_POKER',
  'TABLE_GAMES',
  'ARCADE',
  'JACKPOT',
  'BINGO',
] as const;
export type SlotClass = (typeof SLOT_CLASSES)[number];

/** §3 live classes: baccarat, sicbo, roulette, dragon tiger, blackjack and others. */
export const LIVE_CLASSES = ['BACCARAT', 'SICBO', 'ROULETTE', 'DRAGON_TIGER', 'BLACKJACK', 'OTHERS'] as const;
export type LiveClass = (typeof LIVE_CLASSES)[number];

/** §3 Vendor category `gameClassify`: a class name and the vendors that have games of it. */
export interface GameClassifyLike {
  name: string;
  vendors?: readonly string[] | null;
}

export interface ClassifyOption {
  /** 'ALL' or a class code (sent as gameClassify). */
  value: string;
  label: MessageDescriptor | string;
}

/** The §3 classes of a category: slot classes for RNG and INHOUSE, live classes for LIVE, none otherwise. */
export function classesOf(category: LobbyCategory): readonly string[] {
  if (category === 'RNG' || category === 'INHOUSE') return SLOT_CLASSES;
  if (category === 'LIVE') return LIVE_CLASSES;
  return [];
}

/** The label of a class code: the §3 text for a known class, else the code as the gateway named it. */
export function classLabel(code: string): MessageDescriptor | string {
  if (code === ALL_CLASSES) return allMessage;
  if (Object.hasOwn(slotClassMessages, code)) return slotClassMessages[code as SlotClass];
  if (Object.hasOwn(liveClassMessages, code)) return liveClassMessages[code as LiveClass];
  return code;
}

/**
 * The classify menu: ALL first, then the classes. When the vendor lane carries `gameClassify`, its entries are
 * used (only those with a game of the chosen vendor, when one is chosen); otherwise the §3 classes of the
 * category. Categories without classes get no menu (an empty list).
 */
export function classifyOptions(
  category: LobbyCategory,
  vendor: string,
  gameClassify?: readonly GameClassifyLike[] | null,
): ClassifyOption[] {
  let codes: readonly string[];
  if (Array.isArray(gameClassify) && gameClassify.length > 0) {
    const chosen = vendor.trim();
    codes = gameClassify
      .filter((entry) => typeof entry?.name === 'string' && entry.name.trim() !== '')
      .filter(
        (entry) =>
          chosen === '' ||
          chosen === ALL_CLASSES ||
          !Array.isArray(entry.vendors) ||
          entry.vendors.includes(chosen),
      )
      .map((entry) => entry.name.trim());
  } else {
    codes = classesOf(category);
  }
  const unique = [...new Set(codes)].filter((code) => code !== ALL_CLASSES);
  if (unique.length === 0) return [];
  return [ALL_CLASSES, ...unique].map((value) => ({ value, label: classLabel(value) }));
}
