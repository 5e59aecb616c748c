import type { ReactNode } from 'react';
import type { LanguageOption } from '../LanguageSelect/index.ts';
import type { RenderShellLink, ShellLinkItem } from '../ShellLink/index.ts';
import type { ThemePreference } from '../ThemeToggle/index.ts';

/** The side menu lists at most this many promotions, then a "More" link (spec §9). */
export const SIDE_MENU_PROMOTION_LIMIT = 6;

export interface SideMenuProps<Code extends string = string> {
  /** Referenced by the header toggle's aria-controls. */
  id: string;
  /** A column beside the content (desktop) or a modal drawer (phones). */
  variant: 'column' | 'drawer';
  /** Column: expanded or collapsed to an icon rail. Drawer: open or closed. */
  expanded: boolean;
  /** The drawer asks to close (Esc, overlay, close button). */
  onClose: () => void;
  /** Home, VIP, invite, bet record. */
  primaryItems: readonly ShellLinkItem[];
  activeId?: string;
  promotions: readonly ShellLinkItem[];
  /** The promotions page; without it (and without promotions) the section is left out. */
  promotionsHref?: string;
  iosQrSrc?: string;
  androidQrSrc?: string;
  /** The app download page. */
  downloadHref?: string;
  /** The app's "Instalar o app" action (InstallAppAction, heading level 3), shown in the download section. */
  installAction?: ReactNode;
  onCustomerService: () => void;
  languages: readonly LanguageOption<Code>[];
  language: Code;
  onLanguageChange: (code: Code) => void;
  theme: ThemePreference;
  onThemeChange: (theme: ThemePreference) => void;
  /** Official channels; shown as external links. */
  socialLinks: readonly ShellLinkItem[];
  renderLink?: RenderShellLink;
  /** Any link in the menu was followed (the app closes the drawer on phones). */
  onNavigate?: (item: ShellLinkItem) => void;
}
