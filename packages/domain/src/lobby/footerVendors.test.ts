import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { footerVendors } from './footerVendors.ts';

describe('footerVendors (§2 Layout: the footer has vendor logos)', () => {
  it('lists each vendor once, with its name and lagerIcon, in the categories order', () => {
    const lanes = [
      {
        gameCategory: 'SPORTS',
        vendors: [
          { vassalage: 'SABA', displayName: 'Saba Sports', lagerIcon: 'https://img.example/saba.png' },
          { vassalage: 'CMD', displayName: '', lagerIcon: 'javascript:alert(1)' },
        ],
      },
      {
        gameCategory: 'RNG',
        vendors: [
          { vassalage: 'PG', displayName: 'PG Soft', lagerIcon: '/img/pg.png' },
          { vassalage: 'saba', displayName: 'Saba again' },
        ],
      },
      { gameCategory: 'UNKNOWN', vendors: [{ vassalage: 'X', displayName: 'X' }] },
    ];
    expect(footerVendors(lanes)).toEqual([
      { vassalage: 'SABA', name: 'Saba Sports', logo: 'https://img.example/saba.png' },
      { vassalage: 'CMD', name: 'CMD', logo: null },
      { vassalage: 'PG', name: 'PG Soft', logo: '/img/pg.png' },
    ]);
  });

  it('gives nothing for missing lanes', () => {
    expect(footerVendors(null)).toEqual([]);
    expect(footerVendors(undefined)).toEqual([]);
  });

  it('never repeats a vendor and keeps every vendor of a known category', () => {
    const vendor = fc.record({
      vassalage: fc.constantFrom('A', 'b', 'B', 'C', 'd', 'BGS'),
      displayName: fc.option(fc.string(), { nil: undefined }),
    });
    const lane = fc.record({
      gameCategory: fc.constantFrom('LIVE', 'RNG', 'FISH', 'SPORTS', 'NOPE'),
      vendors: fc.array(vendor, { maxLength: 5 }),
    });
    fc.assert(
      fc.property(fc.array(lane, { maxLength: 6 }), (lanes) => {
        const out = footerVendors(lanes);
        const keys = out.map((item) => item.vassalage.toUpperCase());
        expect(new Set(keys).size).toBe(keys.length);
        const expected = new Set(
          lanes
            .filter((l) => l.gameCategory !== 'NOPE')
            .flatMap((l) => l.vendors.map((v) => v.vassalage.toUpperCase())),
        );
        expect(new Set(keys)).toEqual(expected);
      }),
    );
  });
});
