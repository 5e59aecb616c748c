import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MemberCentreItem } from '@sorte/domain';
import type { ShellLinkItem } from '@sorte/ui';
import { builtMemberPages, loginRedirect, memberPath, paths } from '../../paths.ts';

/**
 * Spec §2 Layout: the side menu's VIP, invite and bet-record entries: the member-centre pages referral and
 * personalHistoryCopy (§2 menu ids), and the VIP page (`page: 'vip'`) as the member dropdown has it.
 */
const MEMBER_SHORTCUTS = [
  { id: 'vip', page: 'vip', icon: 'crown', label: msg`VIP` },
  { id: 'invite', page: 'referral', icon: 'userPlus', label: msg`Convidar amigos` },
  { id: 'betRecord', page: 'personalHistoryCopy', icon: 'receipt', label: msg`Histórico de apostas` },
] as const satisfies readonly { id: string; page: MemberCentreItem | 'vip'; icon: string; label: unknown }[];

/**
 * The side menu's shortcuts after home. Reading: a visitor's entries open the login popup (§8 "Login needed"),
 * through the guard's `/login?redirect=` so the member lands on the page afterwards (or back where they were while
 * the page is not built); a member's entries open their member-centre page, and are left out while that page is
 * not built rather than lead to the not-found page. VIP shows for a member only when the club label type is AUTO
 * (`hasVip`, §2 Member dropdown).
 */
export function sideMenuShortcuts(
  i18n: I18n,
  {
    isLogin,
    hasVip,
    currentPath,
    builtPages = builtMemberPages,
  }: {
    isLogin: boolean;
    hasVip: boolean;
    currentPath: string;
    builtPages?: readonly MemberCentreItem[];
  },
): ShellLinkItem[] {
  return MEMBER_SHORTCUTS.flatMap(({ id, page, icon, label }) => {
    if (page === 'vip' && isLogin && !hasVip) return [];
    const target = page === 'vip' ? paths.vip.path : builtPages.includes(page) ? memberPath(page) : null;
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
