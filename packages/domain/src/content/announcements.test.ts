import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  announcementPage,
  announcementTime,
  hasPromotionButton,
  newsOrder,
  pageOfAnnouncement,
} from './announcements.ts';

describe('§2 Announcement popup: list paged 9 per page (§9)', () => {
  const list = Array.from({ length: 20 }, (_, i) => ({ title: `A${i}` }));

  it('pages of 9, the last one shorter; out-of-range pages clamp', () => {
    expect(announcementPage(list, 1)).toMatchObject({ page: 1, totalPages: 3 });
    expect(announcementPage(list, 1).items).toHaveLength(9);
    expect(announcementPage(list, 3).items.map((a) => a.title)).toEqual(['A18', 'A19']);
    expect(announcementPage(list, 7).page).toBe(3);
    expect(announcementPage(null, 1)).toEqual({ items: [], page: 1, totalPages: 0 });
  });

  it('property: every item is on exactly the page pageOfAnnouncement says', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (n) => {
        const items = Array.from({ length: n }, (_, i) => i);
        items.forEach((item, index) => {
          expect(announcementPage(items, pageOfAnnouncement(index)).items).toContain(item);
        });
      }),
    );
  });
});

describe('§2 a go-to-promotion button when the item has promotionType', () => {
  it.each([
    ['DEPOSIT', true],
    [3, true],
    ['', false],
    ['  ', false],
    [null, false],
    [undefined, false],
  ])('promotionType %j → %s', (promotionType, shown) => {
    expect(hasPromotionButton({ promotionType })).toBe(shown);
  });
});

describe('§3 Announcement timestamp', () => {
  it('milliseconds, seconds and numeric strings; nonsense gives null', () => {
    expect(announcementTime(1_790_000_000_000)).toBe(1_790_000_000_000);
    expect(announcementTime(1_790_000_000)).toBe(1_790_000_000_000);
    expect(announcementTime('1790000000')).toBe(1_790_000_000_000);
    expect(announcementTime('yesterday')).toBeNull();
    expect(announcementTime(-5)).toBeNull();
  });
});

describe('§2 News: the announcements newest first', () => {
  it('by timestamp (seconds or ms), undated last, equal times in the gateway order', () => {
    const list = [
      { id: 'a', timestamp: 1_790_000_000 },
      { id: 'b', timestamp: null },
      { id: 'c', timestamp: 1_790_000_500_000 },
      { id: 'd', timestamp: '1790000000' },
      { id: 'e', timestamp: 'yesterday' },
    ];
    expect(newsOrder(list).map((item) => item.id)).toEqual(['c', 'a', 'd', 'b', 'e']);
    expect(newsOrder(undefined)).toEqual([]);
  });

  it('property: the same items, dated ones never after an older one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ timestamp: fc.option(fc.integer({ min: -10, max: 2e12 })) })),
        (list) => {
          const out = newsOrder(list);
          expect(out).toHaveLength(list.length);
          const times = out.map((item) => announcementTime(item.timestamp) ?? -1);
          for (let i = 1; i < times.length; i += 1) expect(times[i - 1]!).toBeGreaterThanOrEqual(times[i]!);
        },
      ),
    );
  });
});
