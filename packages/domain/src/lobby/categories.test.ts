import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_CENTRES } from '../constants.ts';
import {
  categoryDestination,
  categoryForCentre,
  categoryTabs,
  GAME_CATEGORIES,
  isCockfightVendor,
  isEsportsVendor,
  LOBBY_CATEGORIES,
  lobbyTabLabel,
  lobbyTabs,
  navigationItems,
  toLobbyCategory,
  type VendorLaneLike,
  vendorsByCategory,
} from './categories.ts';
import { categoryMessages, homeTabMessage, promotionsMessage } from './lobbyMessages.ts';

const v = (vassalage: string, gameType = 'RNG') => ({ vassalage, gameType });
const lane = (gameCategory: string, ...codes: string[]): VendorLaneLike => ({
  gameCategory,
  vendors: codes.map((code) => v(code, gameCategory)),
});

const FULL: VendorLaneLike[] = [
  lane('LOTT', 'SLT'),
  lane('LIVE', 'AOVIVO', 'PRAIA'),
  lane('SPORTS', 'GOL'),
  lane('ESPORTS', 'IMES', 'IA', 'TF'),
  lane('FISH', 'MARE'),
  lane('RNG', 'SOLX', 'BGS', 'LUMA'),
  lane('PVP', 'TRUCO'),
  lane('COCKFIGHT', 'SV3'),
];

describe('§2 Home lobby tabs: HOME, HOT, FAV, then vendor categories with INHOUSE after FISH', () => {
  it('a full catalogue', () => {
    expect(lobbyTabs(FULL)).toEqual([
      'HOME',
      'HOT',
      'FAV',
      'LOTT',
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'FISH',
      'INHOUSE',
      'RNG',
      'PVP',
      'COCKFIGHT',
    ]);
  });

  it('categories without vendors have no tab; the gateway order is kept', () => {
    expect(lobbyTabs([lane('PVP', 'TRUCO'), lane('LIVE'), lane('SPORTS', 'GOL')])).toEqual([
      'HOME',
      'HOT',
      'FAV',
      'PVP',
      'SPORTS',
    ]);
  });

  it('§3 INHOUSE is RNG with vendor BGS: no BGS, no INHOUSE tab', () => {
    expect(categoryTabs([lane('FISH', 'MARE'), lane('RNG', 'SOLX')])).toEqual(['FISH', 'RNG']);
    expect(categoryTabs([lane('RNG', 'bgs'), lane('FISH', 'MARE')])).toEqual(['RNG', 'FISH', 'INHOUSE']);
  });

  it('without a FISH tab INHOUSE goes last (reading)', () => {
    expect(categoryTabs([lane('RNG', 'BGS'), lane('PVP', 'TRUCO')])).toEqual(['RNG', 'PVP', 'INHOUSE']);
  });

  it('unknown categories and malformed lanes are left out; duplicate lanes merge', () => {
    const lanes = [
      lane('BINGO_HALL', 'X'),
      { gameCategory: 'RNG', vendors: null },
      null,
      lane('rng', 'SOLX'),
      lane('RNG', 'SOLX', 'LUMA'),
    ] as unknown as VendorLaneLike[];
    expect(categoryTabs(lanes)).toEqual(['RNG']);
    expect(
      vendorsByCategory(lanes)
        .get('RNG')
        ?.map((x) => x.vassalage),
    ).toEqual(['SOLX', 'LUMA']);
    expect(lobbyTabs(null)).toEqual(['HOME', 'HOT', 'FAV']);
  });

  it('category codes are read leniently', () => {
    expect(toLobbyCategory(' e-sports ')).toBe('ESPORTS');
    expect(toLobbyCategory('Lottery')).toBe('LOTT');
    expect(toLobbyCategory('slot')).toBe('RNG');
    expect(toLobbyCategory('inhouse')).toBe('INHOUSE');
    expect(toLobbyCategory('toString')).toBeNull();
    expect(toLobbyCategory(42)).toBeNull();
  });

  it('property: tabs start HOME, HOT, FAV, are unique, and INHOUSE sits right after FISH when both exist', () => {
    const laneArb = fc.record({
      gameCategory: fc.constantFrom(...GAME_CATEGORIES, 'OTHER', 'inhouse'),
      vendors: fc.array(fc.record({ vassalage: fc.constantFrom('BGS', 'A', 'B', 'C', '') }), {
        maxLength: 4,
      }),
    });
    fc.assert(
      fc.property(fc.array(laneArb, { maxLength: 12 }), (lanes) => {
        const tabs = lobbyTabs(lanes);
        expect(tabs.slice(0, 3)).toEqual(['HOME', 'HOT', 'FAV']);
        expect(new Set(tabs).size).toBe(tabs.length);
        const fish = tabs.indexOf('FISH');
        const inHouse = tabs.indexOf('INHOUSE');
        if (fish !== -1 && inHouse !== -1) expect(inHouse).toBe(fish + 1);
        if (fish === -1 && inHouse !== -1) expect(inHouse).toBe(tabs.length - 1);
        const byCategory = vendorsByCategory(lanes);
        for (const tab of tabs.slice(3)) expect(byCategory.get(tab as never)?.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('§2 Layout: navigation bar shows home, one item per category with vendors, then promotions', () => {
  it('items and routes', () => {
    const items = navigationItems(FULL);
    expect(items[0]).toEqual({ kind: 'home', label: homeTabMessage });
    expect(items.at(-1)).toEqual({ kind: 'promotions', label: promotionsMessage });
    const categories = items.flatMap((item) =>
      item.kind === 'category' ? [[item.category, item.destination]] : [],
    );
    expect(categories).toEqual([
      ['LOTT', { centre: 'lott' }],
      ['LIVE', { centre: 'live' }],
      ['SPORTS', { centre: 'sports' }],
      ['ESPORTS', { centre: 'esports' }],
      ['FISH', { centre: 'fish' }],
      ['INHOUSE', { centre: 'rng', vassalage: 'BGS' }],
      ['RNG', { centre: 'rng' }],
      ['PVP', { centre: 'pvp' }],
      ['COCKFIGHT', { lobbyTab: 'COCKFIGHT' }],
    ]);
  });

  it('each category item carries its vendors for the header drop-down, and its label', () => {
    const items = navigationItems(FULL);
    const esports = items.find((item) => item.kind === 'category' && item.category === 'ESPORTS');
    expect(esports).toMatchObject({ label: categoryMessages.ESPORTS });
    expect(esports?.kind === 'category' && esports.vendors.map((x) => x.vassalage)).toEqual([
      'IMES',
      'IA',
      'TF',
    ]);
    const inHouse = items.find((item) => item.kind === 'category' && item.category === 'INHOUSE');
    expect(inHouse?.kind === 'category' && inHouse.vendors.map((x) => x.vassalage)).toEqual(['BGS']);
  });

  it('no categories: home and promotions only', () => {
    expect(navigationItems([]).map((item) => item.kind)).toEqual(['home', 'promotions']);
  });

  it("§2 routes: each game centre maps back to its category, and every centre is some category's", () => {
    for (const category of GAME_CATEGORIES) {
      const destination = categoryDestination(category);
      if ('centre' in destination && !destination.vassalage)
        expect(categoryForCentre(destination.centre)).toBe(category);
    }
    for (const centre of GAME_CENTRES) expect(categoryForCentre(centre)).not.toBeNull();
    expect(categoryForCentre('nowhere')).toBeNull();
    // Cockfight has no centre: its item opens the home lobby's tab.
    expect(categoryForCentre('')).toBeNull();
  });

  it('cockfight (no §2 route) leads to the home lobby with its own tab selected', () => {
    expect(categoryDestination('COCKFIGHT')).toEqual({ lobbyTab: 'COCKFIGHT' });
  });

  it('every tab has a label', () => {
    for (const tab of ['HOME', 'HOT', 'FAV', ...LOBBY_CATEGORIES] as const) {
      expect(lobbyTabLabel(tab).id).toEqual(expect.any(String));
    }
  });

  it('§3 constants: e-sports vendors IMES, IA, TF; cockfight SV3', () => {
    expect(['IMES', 'ia', 'TF', 'X'].map((code) => isEsportsVendor({ vassalage: code }))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(isCockfightVendor({ vassalage: 'SV3' })).toBe(true);
    expect(isCockfightVendor({ vassalage: 'SV4' })).toBe(false);
  });
});
