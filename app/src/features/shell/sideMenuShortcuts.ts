import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ShellLinkItem } from '@sorte/ui';
import { loginRedirect, paths } from '../../paths.ts';

/**
 * Spec §2 Layout: the side menu's VIP, invite and bet-record entries, each a page of the member centre (its §2
 * menu ids: referral, personalHistoryCopy; VIP as the member dropdown names it), opened at `/member#<page>`.
 */
const MEMBER_SHORTCUTS = [
  { id: 'vip', page: 'vip', icon: 'crown', label: msg`VIP` },
  { id: 'invite', page: 'referral', icon: 'userPlus', label: msg`Convidar amigos` },
  { id: 'betRecord', page: 'personalHistoryCopy', icon: 'receipt', label: msg`Histórico de apostas` },
] as const;

/** The member centre's route once it exists in `paths` (it lands with the member-centre issues), else null. */
export function memberCentrePath(table: object = paths): string | null {
  const entry = (table as { member?: { path?: unknown } }).member;
  return typeof entry?.path === 'string' ? entry.path : null;
}

/**
 * The side menu's shortcuts after home. Reading: a visitor's entries open the login popup (§8 "Login needed"),
 * through the guard's `/login?redirect=` so the member lands on the page afterwards (or back where they were while
 * the member centre does not exist); a member's entries open their member-centre page, and are left out while the
 * member centre does not exist rather than lead to the not-found page.
 */
export function sideMenuShortcuts(
  i18n: I18n,
  {
    isLogin,
    currentPath,
    centrePath = memberCentrePath(),
  }: {
    isLogin: boolean;
    currentPath: string;
    centrePath?: string | null;
  },
): ShellLinkItem[] {
  if (isLogin && centrePath === null) return [];
  return MEMBER_SHORTCUTS.map(({ id, page, icon, label }) => {
    const target = centrePath === null ? null : `${centrePath}#${page}`;
    return {
      id,
      label: i18n._(label),
      icon,
      href: isLogin && target ? target : loginRedirect(target ?? currentPath),
    };
  });
}
