import { ANNOUNCEMENT_PAGE_SIZE } from '../constants.ts';
import { clampPage, pageCount } from '../lobby/pagination.ts';

/** §3 Announcement: title, content (HTML: render only through the sanitizer), promotionType, timestamp. */
export interface AnnouncementLike {
  title?: string | null;
  content?: string | null;
  promotionType?: string | number | null;
  timestamp?: number | string | null;
}

export interface AnnouncementPage<A> {
  items: A[];
  page: number;
  totalPages: number;
}

/** §2 Announcement popup, §9: the title list paged 9 per page (the page clamped into range). */
export function announcementPage<A>(
  list: readonly A[] | null | undefined,
  page: number,
): AnnouncementPage<A> {
  const items = Array.isArray(list) ? list : [];
  const totalPages = pageCount(items.length, ANNOUNCEMENT_PAGE_SIZE);
  const current = clampPage(page, totalPages);
  return {
    items: items.slice((current - 1) * ANNOUNCEMENT_PAGE_SIZE, current * ANNOUNCEMENT_PAGE_SIZE),
    page: current,
    totalPages,
  };
}

/** The page that holds item `index` (to open the popup on a given announcement). */
export function pageOfAnnouncement(index: number): number {
  return Number.isInteger(index) && index >= 0 ? Math.floor(index / ANNOUNCEMENT_PAGE_SIZE) + 1 : 1;
}

/** §2: the go-to-promotion button (which opens the reward centre) shows when the item has a promotionType. */
export function hasPromotionButton(item: Pick<AnnouncementLike, 'promotionType'>): boolean {
  const { promotionType } = item;
  if (typeof promotionType === 'number') return Number.isFinite(promotionType);
  return typeof promotionType === 'string' && promotionType.trim() !== '';
}

/** The announcement's time as epoch ms (seconds are recognised by size), or null. */
export function announcementTime(timestamp: AnnouncementLike['timestamp']): number | null {
  const value =
    typeof timestamp === 'number'
      ? timestamp
      : typeof timestamp === 'string' && /^\s*\d+\s*$/.test(timestamp)
        ? Number(timestamp)
        : Number.NaN;
  if (!Number.isFinite(value) || value <= 0) return null;
  return value < 100_000_000_000 ? value * 1000 : value;
}

/**
 * §2 News (issue 27 item 5): the announcements newest first by their §3 timestamp; undated ones after the dated,
 * in the gateway's order (as are equal times).
 */
export function newsOrder<A extends Pick<AnnouncementLike, 'timestamp'>>(
  list: readonly A[] | null | undefined,
): A[] {
  return (Array.isArray(list) ? list : [])
    .filter((item) => item != null)
    .map((item, order) => ({ item, order, time: announcementTime(item.timestamp) }))
    .sort((a, b) => (b.time ?? -1) - (a.time ?? -1) || a.order - b.order)
    .map(({ item }) => item);
}
