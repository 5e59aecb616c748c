import type { FavouritesState } from '@sorte/domain';
import type { Game, VendorLane } from '@sorte/gateway';
import { atom } from 'jotai';

/** The game menus' vendor lanes (/lgw/games/game_menus): the tabs, navigation items and vendor drop-downs come from them. */
export const vendorLanesAtom = atom<{
  status: 'idle' | 'loading' | 'ready' | 'error';
  lanes: VendorLane[];
  /** Why the last load failed (status 'error'). */
  error?: unknown;
}>({
  status: 'idle',
  lanes: [],
});

/** §3 favGameIds and the favourite list, for the account that is logged in ('idle' when anonymous). */
export const favouritesAtom = atom<
  FavouritesState<Game> & { status: 'idle' | 'loading' | 'ready' | 'error'; error?: unknown }
>({ status: 'idle', favGameIds: new Set<string>(), games: [] });

/** The side menu's promotion links (spec §2: 6, then a More link), ready to render. */
export const sideMenuPromotionsAtom = atom<readonly { id: string; label: string; href: string }[]>([]);

/** The footer's help list (spec §2): the help centre's topics as links to their /help anchors; null until loaded or when unavailable. */
export const footerHelpLinksAtom = atom<readonly { id: string; label: string; href: string }[] | null>(null);
