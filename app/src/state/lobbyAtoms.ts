import { atom } from 'jotai';

/** The side menu's promotion links (spec §2: 6, then a More link), ready to render. */
export const sideMenuPromotionsAtom = atom<readonly { id: string; label: string; href: string }[]>([]);

/** The footer's help list (spec §2): the help centre's topics as links to their /help anchors; null until loaded or when unavailable. */
export const footerHelpLinksAtom = atom<readonly { id: string; label: string; href: string }[] | null>(null);
