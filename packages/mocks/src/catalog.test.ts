import {
  COCKFIGHT_VENDOR_CODE,
  ESPORTS_VENDOR_CODES,
  INHOUSE_VENDOR,
  LIVE_CLASSES,
  lobbyTabs,
  navigationItems,
  SLOT_CLASSES,
} from '@sorte/domain';
import { GameSchema, VendorLanesSchema } from '@sorte/gateway';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CATALOG_SEED,
  GAME_CATEGORIES,
  gameCatalog,
  gameView,
  generateCatalog,
  queryGames,
  VENDOR_FIXTURES,
  vendorLanesView,
} from './fixtures/games.ts';

describe('fixtures: close to 10,000 games across every category and vendor, generated from a seed', () => {
  const catalog = gameCatalog();

  it('close to 10,000 games with unique ids and codes', () => {
    expect(catalog.games.length).toBeGreaterThanOrEqual(9_500);
    expect(catalog.games.length).toBeLessThanOrEqual(10_000);
    expect(new Set(catalog.games.map((g) => g.nodeId)).size).toBe(catalog.games.length);
    expect(new Set(catalog.games.map((g) => g.gameCode)).size).toBe(catalog.games.length);
  });

  it('every category of the lanes and every vendor has games; BGS in-house, SV3 cockfight, IMES/IA/TF e-sports', () => {
    for (const category of GAME_CATEGORIES)
      expect(catalog.byType.get(category)?.length, category).toBeGreaterThan(0);
    for (const vendor of VENDOR_FIXTURES) {
      expect(catalog.games.filter((g) => g.vassalage === vendor.vassalage)).toHaveLength(vendor.games);
    }
    const vendorOf = (code: string) => VENDOR_FIXTURES.find((vendor) => vendor.vassalage === code)?.category;
    expect(vendorOf(INHOUSE_VENDOR)).toBe('RNG');
    expect(vendorOf(COCKFIGHT_VENDOR_CODE)).toBe('COCKFIGHT');
    for (const code of ESPORTS_VENDOR_CODES) expect(vendorOf(code)).toBe('ESPORTS');
    expect(VENDOR_FIXTURES.filter((vendor) => vendor.category === 'SPORTS').length).toBeGreaterThan(5);
  });

  it('hot flags, supportPlay 0 and 1, slot classes and live classes all occur', () => {
    const hot = catalog.games.filter((g) => g.isHot === 1).length;
    expect(hot).toBeGreaterThan(100);
    expect(hot).toBeLessThan(1_000);
    expect(catalog.games.some((g) => g.supportPlay === 0)).toBe(true);
    expect(catalog.games.some((g) => g.supportPlay === 1)).toBe(true);
    const classes = new Set(catalog.games.map((g) => g.gameClassify));
    for (const name of [...SLOT_CLASSES, ...LIVE_CLASSES]) expect(classes, name).toContain(name);
  });

  it('deterministic: the same seed gives the same catalogue; another seed another one', () => {
    const a = generateCatalog(CATALOG_SEED);
    const b = generateCatalog(CATALOG_SEED);
    expect(a.games.map((g) => `${g.nodeId}:${g.gameName}:${g.isHot}${g.supportPlay}`)).toEqual(
      b.games.map((g) => `${g.nodeId}:${g.gameName}:${g.isHot}${g.supportPlay}`),
    );
    expect(generateCatalog(1).games.map((g) => g.gameName)).not.toEqual(a.games.map((g) => g.gameName));
  });

  it('generation is fast: under 150 ms for the whole catalogue in Node (best of 3)', () => {
    const times = [0, 1, 2].map(() => generateCatalog().generationMs);
    const best = Math.min(...times);
    console.info(
      `catalogue generation: ${catalog.games.length} games, best ${best.toFixed(1)} ms of ${times.map((t) => t.toFixed(1)).join(', ')}`,
    );
    expect(best).toBeLessThan(150);
  });

  it('every game view passes the gateway schema; the artwork is a generated SVG data URL', () => {
    for (const game of catalog.games.filter((_, i) => i % 97 === 0)) {
      const parsed = v.parse(GameSchema, gameView(game));
      expect(parsed.nodeId).toBe(String(game.nodeId));
      expect(parsed.iconUrl).toMatch(/^data:image\/svg\+xml,/);
      const svg = decodeURIComponent(parsed.iconUrl!.slice('data:image/svg+xml,'.length));
      expect(svg).toMatch(/^<svg xmlns='http:\/\/www.w3.org\/2000\/svg'/);
      expect(svg).not.toMatch(/<script|on\w+=|href=/i);
    }
  });

  it('the vendor lanes feed the domain rules: tabs with INHOUSE after FISH, and every nav category', () => {
    const lanes = v.parse(VendorLanesSchema, vendorLanesView());
    expect(lobbyTabs(lanes)).toEqual([
      'HOME',
      'HOT',
      'FAV',
      'LOTT',
      'ELOTT',
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'FISH',
      'INHOUSE',
      'RNG',
      'PVP',
      'COCKFIGHT',
    ]);
    expect(navigationItems(lanes)).toHaveLength(2 + 10);
    const rng = lanes.find((lane) => lane.gameCategory === 'RNG')!;
    expect(rng.gameClassify.map((c) => c.name)).toEqual([...SLOT_CLASSES]);
    expect(rng.vendors.every((vendor) => vendor.lagerIcon?.startsWith('data:image/svg+xml,'))).toBe(true);
  });

  it('name search ignores case and accents', () => {
    const some = catalog.byType.get('RNG')!.find((g) => /[áâãéêíóôõúç]/i.test(g.gameName))!;
    const plain = some.gameName.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    expect(queryGames({ gameType: 'RNG', gameName: plain }).map((g) => g.nodeId)).toContain(some.nodeId);
  });
});
