import type { MessageDescriptor } from '@lingui/core';
import { LIVE_CLASSES, type LiveClass, SLOT_CLASSES, type SlotClass } from '../constants.ts';
import type { LobbyCategory } from './categories.ts';
import { allMessage, liveClassMessages, slotClassMessages } from './lobbyMessages.ts';

/** The classify value meaning "no class filter". */
export const ALL_CLASSES = 'ALL';

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

const KNOWN_CLASSES: readonly (SlotClass | LiveClass)[] = [...SLOT_CLASSES, ...LIVE_CLASSES];
/** Names a gateway may give a §3 class that neither spell it out nor start it (compact, upper case). */
const CLASS_ALIASES: Readonly<Record<string, SlotClass | LiveClass>> = {
  POKER: 'VIDEO_POKER',
  DT: 'DRAGON_TIGER',
  SLOTGAME: 'SLOT_MACHINE',
};

const compact = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * The §3 class a gateway's class name stands for, matched leniently (case, spaces, '_' and '-' ignored, a plural
 * 's' dropped, a name that starts exactly one §3 class: SLOT → slot machine, SCRATCH → scratch card, TABLE →
 * table games), or null when it names none.
 */
export function knownClass(code: string): SlotClass | LiveClass | null {
  const key = compact(code);
  if (key === '') return null;
  const singular = key.length > 3 && key.endsWith('S') ? key.slice(0, -1) : key;
  for (const candidate of [key, singular]) {
    const exact = KNOWN_CLASSES.find((known) => compact(known) === candidate);
    if (exact) return exact;
    if (Object.hasOwn(CLASS_ALIASES, candidate)) return CLASS_ALIASES[candidate]!;
  }
  if (singular.length < 4) return null;
  const started = KNOWN_CLASSES.filter((known) => compact(known).startsWith(singular));
  return started.length === 1 ? started[0]! : null;
}

/**
 * The label of a gateway class value: the §3 text of the class it stands for ({@link knownClass}), else the value
 * as the gateway named it. The value sent stays the gateway's.
 */
export function classLabel(code: string): MessageDescriptor | string {
  if (code === ALL_CLASSES) return allMessage;
  const known = knownClass(code);
  if (known === null) return code;
  return Object.hasOwn(slotClassMessages, known)
    ? slotClassMessages[known as SlotClass]
    : liveClassMessages[known as LiveClass];
}

/**
 * The classify menu: ALL first, then the gateway's classes (§3 Vendor category `gameClassify` of the game menus),
 * only those with a game of the chosen vendor when one is chosen. The values are the gateway's own names (sent
 * as-is in `gameClassify`); the §3 class texts are only their labels. Without gateway classes there is no menu
 * (our own class codes would find nothing on a gateway that names its classes otherwise).
 */
export function classifyOptions(
  _category: LobbyCategory,
  vendor: string,
  gameClassify?: readonly GameClassifyLike[] | null,
): ClassifyOption[] {
  if (!Array.isArray(gameClassify)) return [];
  const chosen = vendor.trim();
  const codes = gameClassify
    .filter((entry) => typeof entry?.name === 'string' && entry.name.trim() !== '')
    .filter(
      (entry) =>
        chosen === '' ||
        chosen === ALL_CLASSES ||
        !Array.isArray(entry.vendors) ||
        entry.vendors.length === 0 ||
        entry.vendors.includes(chosen),
    )
    .map((entry) => entry.name.trim());
  const unique = [...new Set(codes)].filter((code) => code !== ALL_CLASSES);
  if (unique.length === 0) return [];
  return [ALL_CLASSES, ...unique].map((value) => ({ value, label: classLabel(value) }));
}
