import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES } from '../constants.ts';
import { winnerCategoryFromParam, winnerCategoryOptions, winnerRows } from './winnerFilter.ts';

describe('§7 ODSFE2_getWinnerBoard gameCategory for the winners list filter', () => {
  it.each([
    [null, 'ALL'],
    ['', 'ALL'],
    ['all', 'ALL'],
    ['live', 'LIVE'],
    [' RNG ', 'RNG'],
    ['INHOUSE', 'ALL'],
    ['SLOTS', 'ALL'],
    ['<script>', 'ALL'],
  ])('URL %j → %s', (raw, category) => {
    expect(winnerCategoryFromParam(raw)).toBe(category);
  });

  it("ALL, then the lobby's categories with vendors (no INHOUSE); a chosen category the lobby lacks is kept", () => {
    const lanes = [
      { gameCategory: 'RNG', vendors: [{ vassalage: 'PG' }, { vassalage: 'BGS' }] },
      { gameCategory: 'LIVE', vendors: [{ vassalage: 'EVO' }] },
      { gameCategory: 'FISH', vendors: [] },
    ];
    expect(winnerCategoryOptions(lanes)).toEqual(['ALL', 'RNG', 'LIVE']);
    expect(winnerCategoryOptions(lanes, 'SPORTS')).toEqual(['ALL', 'RNG', 'LIVE', 'SPORTS']);
    expect(winnerCategoryOptions(null)).toEqual(['ALL']);
  });

  it('property: any URL value gives ALL or a gateway category', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (raw) => {
        expect(['ALL', ...GAME_CATEGORIES]).toContain(winnerCategoryFromParam(raw));
      }),
    );
  });
});

describe('§3, §9 the winners list at full length', () => {
  it('every entry with a usable amount (more than the home board 20), masked, ranked', () => {
    const entries = Array.from({ length: 30 }, (_, i) => ({ customerName: `player${i}`, winAmount: i }));
    const rows = winnerRows([...entries, { customerName: 'x', winAmount: 'n/a' }]);
    expect(rows).toHaveLength(30);
    expect(rows[0]).toEqual({ rank: 1, player: 'p***9', gameName: '', winAmount: 29 });
    expect(rows.at(-1)?.rank).toBe(30);
  });

  it('property: always sorted by winAmount descending, ties in the gateway order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            customerName: fc.string(),
            winAmount: fc.oneof(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.constant(5)),
            gameName: fc.string(),
          }),
        ),
        (entries) => {
          const rows = winnerRows(entries);
          expect(rows).toHaveLength(entries.length);
          for (let i = 1; i < rows.length; i += 1) {
            expect(rows[i - 1]!.winAmount).toBeGreaterThanOrEqual(rows[i]!.winAmount);
            expect(rows[i]!.rank).toBe(i + 1);
          }
        },
      ),
    );
  });
});
