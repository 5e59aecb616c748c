import { LOBBY_PAGINATION_MARGIN_PAGES, LOBBY_PAGINATION_RANGE } from '../constants.ts';

export type PageItem =
  | { kind: 'page'; page: number; current: boolean }
  /** Pages left out: 'start' between the first margin pages and the window, 'end' after the window. */
  | { kind: 'ellipsis'; key: 'start' | 'end' };

export interface PaginationOptions {
  /** Pages shown around the current one (§9: 5). */
  range?: number;
  /** Pages always shown at each end (§9: 2). */
  margin?: number;
}

function wholeAtLeast(value: number, min: number): number {
  return Number.isFinite(value) ? Math.max(min, Math.floor(value)) : min;
}

/** Number of pages for `totalItems` items at `pageSize` per page (0 items → 0 pages). */
export function pageCount(totalItems: number, pageSize: number): number {
  const size = wholeAtLeast(pageSize, 1);
  return Math.ceil(wholeAtLeast(totalItems, 0) / size);
}

/** A page number made whole and kept within 1…totalPages (1 when there are no pages). */
export function clampPage(page: number, totalPages: number): number {
  const last = wholeAtLeast(totalPages, 1);
  const wanted = Number.isFinite(page) ? Math.round(page) : 1;
  return Math.min(Math.max(1, wanted), last);
}

/** The items of one page of a local list (favourites, hot, announcements). */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const size = wholeAtLeast(pageSize, 1);
  const current = clampPage(page, pageCount(items.length, size));
  return items.slice((current - 1) * size, current * size);
}

/**
 * §9 Game lobby pagination: the first and last `margin` pages, a window of `range` pages around the current
 * one, and an ellipsis for every gap of two or more pages (a gap of exactly one page shows that page instead).
 * The current page is clamped into 1…totalPages; no pages, no items.
 */
export function paginationItems(
  currentPage: number,
  totalPages: number,
  options: PaginationOptions = {},
): PageItem[] {
  const total = wholeAtLeast(totalPages, 0);
  if (total === 0) return [];
  const range = wholeAtLeast(options.range ?? LOBBY_PAGINATION_RANGE, 1);
  const margin = wholeAtLeast(options.margin ?? LOBBY_PAGINATION_MARGIN_PAGES, 0);
  const current = clampPage(currentPage, total);

  let start = current - Math.floor((range - 1) / 2);
  let end = start + range - 1;
  if (start < 1) {
    end += 1 - start;
    start = 1;
  }
  if (end > total) {
    start = Math.max(1, start - (end - total));
    end = total;
  }

  const shown = new Set<number>();
  for (let page = 1; page <= Math.min(margin, total); page++) shown.add(page);
  for (let page = Math.max(1, total - margin + 1); page <= total; page++) shown.add(page);
  for (let page = start; page <= end; page++) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);

  const items: PageItem[] = [];
  let previous = 0;
  for (const page of sorted) {
    const missing = page - previous - 1;
    if (missing === 1) items.push({ kind: 'page', page: page - 1, current: page - 1 === current });
    else if (missing > 1) items.push({ kind: 'ellipsis', key: page <= current ? 'start' : 'end' });
    items.push({ kind: 'page', page, current: page === current });
    previous = page;
  }
  return items;
}

/** The previous and next page of the pager's arrows, or null at either end. */
export function adjacentPages(
  currentPage: number,
  totalPages: number,
): { previous: number | null; next: number | null } {
  const total = wholeAtLeast(totalPages, 0);
  if (total === 0) return { previous: null, next: null };
  const current = clampPage(currentPage, total);
  return { previous: current > 1 ? current - 1 : null, next: current < total ? current + 1 : null };
}
