import type { EndpointName } from '@sorte/gateway';

/**
 * The simulated gateway speaks one of two dialects, both plausible readings of the spec:
 * - `codes` (default): the shapes the handlers build (type codes B/PL/PU/PR/H, `{ list }`, register fields as a
 *   map, `{ data: { lanes } }`, numbers as numbers, the §3 class names SLOT_MACHINE …).
 * - `spec`: what an independently written gateway may answer instead: §3's names where `codes` uses type codes,
 *   lists wrapped differently (bare, `{ list }`, `{ content }`, `{ data }`), numbers as strings, unknown extra
 *   fields, register fields as a list, game menus in the other Vendor-category form (cards as a list, a lane
 *   INHOUSE of its own after FISH) and short class names (SLOT, SCRATCH …).
 * Every success answer of the `spec` dialect goes through `reshapeValue`: one transformer per endpoint, after the
 * handler, so the handlers stay single.
 */
export const DIALECTS = ['codes', 'spec'] as const;
export type Dialect = (typeof DIALECTS)[number];

/** The spec dialect's class names for the §3 classes (the same game class, named as that gateway names it). */
export const SPEC_CLASS_NAMES: Readonly<Record<string, string>> = {
  SLOT_MACHINE: 'SLOT',
  SCRATCH_CARD: 'SCRATCH',
  VIDEO_POKER: 'POKER',
  TABLE_GAMES: 'TABLE',
  DRAGON_TIGER: 'DRAGONTIGER',
};

/** A class name of the dialect back to the handlers' own (the request's `gameClassify`). */
export function classFromDialect(dialect: Dialect, name: string | undefined): string | undefined {
  if (dialect === 'codes' || name === undefined) return name;
  const entry = Object.entries(SPEC_CLASS_NAMES).find(([, short]) => short === name);
  return entry ? entry[0] : name;
}

const classToDialect = (name: unknown) =>
  typeof name === 'string' && Object.hasOwn(SPEC_CLASS_NAMES, name) ? SPEC_CLASS_NAMES[name] : name;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Keys whose numbers stay numbers (booleans-as-numbers the readers take either way stay untouched too). */
const KEEP_NUMBER = new Set(['code']);

/** Numbers as numeric strings, an unknown field on every object, §3 class names shortened; deep. */
function loosen(value: unknown, key = ''): unknown {
  if (typeof value === 'number' && Number.isFinite(value) && !KEEP_NUMBER.has(key)) return String(value);
  if (Array.isArray(value)) return value.map((item) => loosen(item));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    out[name] =
      name === 'gameClassify' && typeof item === 'string' ? classToDialect(item) : loosen(item, name);
  }
  out.traceId = 'spec-dialect';
  return out;
}

const listOf = (value: unknown, key: string): unknown[] =>
  Array.isArray(value)
    ? value
    : isRecord(value) && Array.isArray(value[key])
      ? (value[key] as unknown[])
      : [];

/** The public content's type codes and the §3 names the spec dialect uses for them. */
const CONTENT_NAMES: Readonly<Record<string, string>> = {
  B: 'banners',
  PL: 'announcements',
  PU: 'popup',
  PR: 'promotion',
  H: 'help',
};

interface Lane {
  gameCategory: string;
  vendors: string[];
  cards: Record<string, Record<string, unknown>>;
  gameClassify: { name: string; vendors: string[] }[];
}

/** §3 Vendor category, the other form: cards as a list of objects, BGS in a lane INHOUSE right after FISH. */
function menusOtherForm(value: unknown): unknown {
  const lanes = (isRecord(value) && isRecord(value.data) ? value.data.lanes : []) as Lane[];
  const reshaped = lanes.flatMap((lane) => {
    const toLane = (category: string, vendors: string[]) => ({
      gameCategory: category,
      vendors,
      cards: vendors.map((vassalage) => ({ vassalage, ...lane.cards[vassalage] })),
      gameClassify: lane.gameClassify
        .map((entry) => ({
          name: classToDialect(entry.name),
          vendors: entry.vendors.filter((vendor) => vendors.includes(vendor)),
        }))
        .filter((entry) => entry.vendors.length > 0),
    });
    if (lane.gameCategory !== 'RNG') return [toLane(lane.gameCategory, lane.vendors)];
    return [
      toLane(
        'RNG',
        lane.vendors.filter((vendor) => vendor !== 'BGS'),
      ),
    ];
  });
  const rng = lanes.find((lane) => lane.gameCategory === 'RNG');
  if (rng?.vendors.includes('BGS')) {
    const inHouse = {
      gameCategory: 'INHOUSE',
      vendors: ['BGS'],
      cards: [{ vassalage: 'BGS', ...rng.cards.BGS }],
      gameClassify: rng.gameClassify
        .filter((entry) => entry.vendors.includes('BGS'))
        .map((entry) => ({ name: classToDialect(entry.name), vendors: ['BGS'] })),
    };
    const fish = reshaped.findIndex((lane) => lane.gameCategory === 'FISH');
    reshaped.splice(fish === -1 ? reshaped.length : fish + 1, 0, inHouse);
  }
  return { list: reshaped };
}

/** newGameVendor as one lane per vendor, without a vendor list (cards keyed by vassalage only). */
function newGamesOtherForm(value: unknown): unknown {
  const lanes = (isRecord(value) && isRecord(value.data) ? value.data.lanes : []) as Lane[];
  return {
    data: {
      lanes: lanes.flatMap((lane) =>
        lane.vendors.map((vassalage) => ({
          gameCategory: lane.gameCategory,
          cards: { [vassalage]: lane.cards[vassalage] },
        })),
      ),
    },
  };
}

/** Register settings as `{ fields: [{ field, enabled, required, acceptedPattern, minLength, maxLength, patternId }] }`. */
function registerFieldsAsList(value: unknown): unknown {
  const fields = isRecord(value) && isRecord(value.fields) ? value.fields : {};
  return {
    fields: Object.entries(fields).map(([field, raw]) => {
      const setting = isRecord(raw) ? raw : {};
      const { validation, ...rest } = setting;
      return { field, ...rest, ...(isRecord(validation) ? validation : {}) };
    }),
  };
}

type Reshape = (value: unknown) => unknown;

/** Per endpoint, the wrapper change of the spec dialect (numbers, extra fields and class names follow for all). */
const RESHAPE: Partial<Record<EndpointName, Reshape>> = {
  gameMenus: menusOtherForm,
  gameVendors: newGamesOtherForm,
  hotGames: (value) => listOf(value, 'list'),
  gameList: (value) =>
    isRecord(value) ? { data: { list: value.games, totalPage: value.totalPages } } : value,
  vendorGameTypes: (value) => ({
    list: listOf(value, 'list').map((entry) => (isRecord(entry) ? entry.gameType : entry)),
  }),
  favouriteIds: (value) => listOf(value, 'favGameIds').map(String),
  favouriteList: (value) =>
    isRecord(value) ? { list: value.content, pageNum: value.pageNum, totalPages: value.totalPages } : value,
  recentGames: (value) => ({ content: listOf(value, 'list') }),
  roomList: (value) => listOf(value, 'list'),
  lotteryMenu: (value) => listOf(value, 'list'),
  lotteryRecent: (value) => ({ content: listOf(value, 'list') }),
  lotteryDraws: (value) => ({ content: listOf(value, 'list') }),
  lotteryOpenedNumbers: (value) => ({ list: listOf(value, 'list') }),
  publicContent: (value) =>
    isRecord(value)
      ? Object.fromEntries(Object.entries(value).map(([code, items]) => [CONTENT_NAMES[code] ?? code, items]))
      : value,
  popularNotices: (value) => ({ content: listOf(value, 'list') }),
  winnerBoard: (value) => listOf(value, 'list'),
  chatModels: (value) => ({ list: listOf(value, 'list') }),
  helpCenter: (value) => ({ helpCenter: listOf(value, 'list') }),
  unreadCount: (value) => ({ unreadCount: value }),
  registerSettings: registerFieldsAsList,
  launchGame: (value) => (isRecord(value) ? { gameUrl: value.url } : value),
  freeTrialLaunch: (value) => (isRecord(value) ? { launchUrl: value.url } : value),
};

/** A success answer's value in the dialect (the `codes` dialect is the handlers' own). */
export function reshapeValue(dialect: Dialect, name: EndpointName, value: unknown): unknown {
  if (dialect === 'codes' || value === null || value === undefined) return value;
  const reshape = RESHAPE[name];
  return loosen(reshape ? reshape(value) : value);
}
