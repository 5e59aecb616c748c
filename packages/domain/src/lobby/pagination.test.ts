import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjacentPages,
  clampPage,
  type PageItem,
  pageCount,
  pageSlice,
  paginationItems,
} from './pagination.ts';

/** '1 2 [3] 4 5 … 9 10' */
function render(items: PageItem[]): string {
  return items
    .map((item) => (item.kind === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page)))
    .join(' ');
}

describe('§9 Game lobby pagination: range 5, 2 margin pages', () => {
  it.each([
    [1, 1, '[1]'],
    [3, 5, '1 2 [3] 4 5'],
    [1, 9, '[1] 2 3 4 5 … 8 9'],
    [1, 20, '[1] 2 3 4 5 … 19 20'],
    [5, 20, '1 2 3 4 [5] 6 7 … 19 20'],
    [6, 20, '1 2 3 4 5 [6] 7 8 … 19 20'],
    [7, 20, '1 2 … 5 6 [7] 8 9 … 19 20'],
    [10, 20, '1 2 … 8 9 [10] 11 12 … 19 20'],
    [16, 20, '1 2 … 14 15 [16] 17 18 19 20'],
    [20, 20, '1 2 … 16 17 18 19 [20]'],
    [4, 8, '1 2 3 [4] 5 6 7 8'],
  ])('page %i of %i → %s', (page, total, expected) => {
    expect(render(paginationItems(page, total))).toBe(expected);
  });

  it('no pages → no items; a page out of range is clamped', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(render(paginationItems(99, 3))).toBe('1 2 [3]');
    expect(render(paginationItems(-4, 3))).toBe('[1] 2 3');
    expect(render(paginationItems(Number.NaN, 3))).toBe('[1] 2 3');
  });

  it('property: ascending unique pages, current shown, margins shown, window of 5, no hidden single page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: -5, max: 6000 }), (total, page) => {
        const items = paginationItems(page, total);
        const pages = items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        const current = clampPage(page, total);
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(items.filter((item) => item.kind === 'page' && item.current)).toEqual([
          { kind: 'page', page: current, current: true },
        ]);
        for (const edge of [1, 2, total - 1, total].filter((p) => p >= 1 && p <= total))
          expect(pages).toContain(edge);
        const around = pages.filter((p) => Math.abs(p - current) <= 4);
        expect(around.length).toBeGreaterThanOrEqual(Math.min(5, total));
        expect(items.length).toBeLessThanOrEqual(5 + 2 * 2 + 2);
        items.forEach((item, i) => {
          if (item.kind !== 'ellipsis') return;
          const before = items[i - 1];
          const after = items[i + 1];
          expect(
            before?.kind === 'page' && after?.kind === 'page' && after.page - before.page,
          ).toBeGreaterThan(2);
        });
      }),
    );
  });
});

describe('§9 page size 18: local lists', () => {
  it('page count and slices', () => {
    expect(pageCount(0, 18)).toBe(0);
    expect(pageCount(18, 18)).toBe(1);
    expect(pageCount(19, 18)).toBe(2);
    const list = Array.from({ length: 40 }, (_, i) => i);
    expect(pageSlice(list, 1, 18)).toEqual(list.slice(0, 18));
    expect(pageSlice(list, 3, 18)).toEqual([36, 37, 38, 39]);
    expect(pageSlice(list, 9, 18)).toEqual([36, 37, 38, 39]);
    expect(pageSlice([], 1, 18)).toEqual([]);
  });

  it('previous and next', () => {
    expect(adjacentPages(1, 3)).toEqual({ previous: null, next: 2 });
    expect(adjacentPages(3, 3)).toEqual({ previous: 2, next: null });
    expect(adjacentPages(1, 0)).toEqual({ previous: null, next: null });
  });
});
