import { describe, expect, it } from 'vitest';
import type { VendorLaneLike } from './categories.ts';
import { homeHotGames, homeRecentGames, homeVendorSections } from './home.ts';

const games = (n: number) => Array.from({ length: n }, (_, i) => ({ nodeId: i + 1 }));
const lane = (gameCategory: string, n: number): VendorLaneLike => ({
  gameCategory,
  vendors: Array.from({ length: n }, (_, i) => ({ vassalage: `${gameCategory}${i + 1}` })),
});

describe('§9 Home shows up to 12 games for hot and recent', () => {
  it.each([0, 5, 12, 13, 40])('%i games → %#', (n) => {
    expect(homeHotGames(games(n))).toHaveLength(Math.min(n, 12));
    expect(homeRecentGames(games(n))).toHaveLength(Math.min(n, 12));
  });

  it('keeps the gateway order and drops duplicates before cutting', () => {
    const list = [{ nodeId: 1 }, { nodeId: '1' }, ...games(14).slice(1)];
    expect(homeHotGames(list).map((g) => String(g.nodeId))).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
    );
  });

  it('no list is an empty list', () => {
    expect(homeHotGames(null)).toEqual([]);
    expect(homeRecentGames(undefined)).toEqual([]);
  });
});

describe('§9 Home shows the first 5 vendors for sports, e-sports and cockfight', () => {
  it('sections in that order, 5 vendors at most, empty categories left out', () => {
    const sections = homeVendorSections([
      lane('COCKFIGHT', 1),
      lane('RNG', 9),
      lane('SPORTS', 7),
      lane('ESPORTS', 0),
    ]);
    expect(sections.map((s) => [s.category, s.vendors.map((v) => v.vassalage)])).toEqual([
      ['SPORTS', ['SPORTS1', 'SPORTS2', 'SPORTS3', 'SPORTS4', 'SPORTS5']],
      ['COCKFIGHT', ['COCKFIGHT1']],
    ]);
  });
});
