import { GAME_CATEGORIES, type GameCategory } from '../constants.ts';
import { categoryTabs, type VendorLaneLike } from './categories.ts';
import { type WinnerEntryLike, type WinnerRow, winnerBoard } from './winners.ts';

/** §7 ODSFE2_getWinnerBoard gameCategory: ALL (the spec's value) or one gateway category (§3). */
export const ALL_WINNER_CATEGORIES = 'ALL';
export type WinnerCategory = typeof ALL_WINNER_CATEGORIES | GameCategory;

/** The winners page's URL key for the category filter (`/winners?category=LIVE`). */
export const WINNER_CATEGORY_PARAM = 'category';

/** A category from the URL (any case) → a value the gateway takes; anything else is ALL. */
export function winnerCategoryFromParam(raw: string | null | undefined): WinnerCategory {
  const code = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return (GAME_CATEGORIES as readonly string[]).includes(code)
    ? (code as GameCategory)
    : ALL_WINNER_CATEGORIES;
}

/**
 * The filter's choices: ALL, then the lobby's categories that have vendors (INHOUSE is no gateway category), in the
 * lobby's order; a chosen category the lobby lacks is kept, so a shared link still shows its choice.
 */
export function winnerCategoryOptions(
  lanes: readonly VendorLaneLike[] | null | undefined,
  selected: WinnerCategory = ALL_WINNER_CATEGORIES,
): WinnerCategory[] {
  const categories = categoryTabs(lanes).filter((category): category is GameCategory =>
    (GAME_CATEGORIES as readonly string[]).includes(category),
  );
  const options: WinnerCategory[] = [ALL_WINNER_CATEGORIES, ...categories];
  return options.includes(selected) ? options : [...options, selected];
}

/** §3, §9 the winners list at full length: every entry with a usable amount, by winAmount descending, masked. */
export function winnerRows(entries: readonly WinnerEntryLike[] | null | undefined): WinnerRow[] {
  return winnerBoard(entries, { limit: Number.POSITIVE_INFINITY, fixedTop: Number.POSITIVE_INFINITY }).fixed;
}
