import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MemberCentreItem } from '@sorte/domain';
import type { ShellLinkItem } from '@sorte/ui';
import { builtMemberPages, loginRedirect, memberPath } from '../../paths.ts';

/**
 * Spec §2 Layout: the side menu's VIP, invite and bet-record entries: the member-centre pages referral and
 * personalHistoryCopy (§2 menu ids), and VIP as the member dropdown names it.
 */
const MEMBER_SHORTCUTS = [
  { id: 'vip', page: null, icon: 'crown', label: msg`VIP` },
  { id: 'invite', page: 'referral', icon: 'userPlus', label: msg`Convidar amigos` },
  { id: 'betRecord', page: 'personalHistoryCopy', icon: 'receipt', label: msg`Histórico de apostas` },
] as const satisfies readonly { id: string; page: MemberCentreItem | null; icon: string; label: unknown }[];

/**
 * The side menu's shortcuts after home. Reading: a visitor's entries open the login popup (§8 "Login needed"),
 * through the guard's `/login?redirect=` so the member lands on the page afterwards (or back where they were while
 * the page is not built); a member's entries open their member-centre page, and are left out while that page is
 * not built rather than lead to the not-found page.
 */
export function sideMenuShortcuts(
  i18n: I18n,
  {
    isLogin,
    currentPath,
    builtPages = builtMemberPages,
  }: {
    isLogin: boolean;
    currentPath: string;
    builtPages?: readonly MemberCentreItem[];
  },
): ShellLinkItem[] {
  return MEMBER_SHORTCUTS.flatMap(({ id, page, icon, label }) => {
    const target = page !== null && builtPages.includes(page) ? memberPath(page) : null;
    if (isLogin && target === null) return [];
    return [
      {
        id,
        label: i18n._(label),
        icon,
        href: isLogin && target ? target : loginRedirect(target ?? currentPath),
      },
    ];
  });
}
