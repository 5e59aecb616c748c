import { useLingui } from '@lingui/react/macro';
import { clubVip } from '@sorte/domain';
import { MemberMenu, type MemberMenuItem, type MemberMenuProps } from '@sorte/ui/member-menu';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCustomerService } from '../lib/shell/useCustomerService.ts';
import { useCopyToClipboard } from '../lib/useCopyToClipboard.ts';
import { memberPath, paths } from '../paths.ts';
import {
  changePasswordPopupOpenAtom,
  logoutConfirmOpenAtom,
  memberCentrePopupAtom,
} from '../state/popupAtoms.ts';
import { memberAvatarUrlAtom } from '../state/sessionAtoms.ts';

export interface MemberDropdownProps
  extends Omit<
    MemberMenuProps,
    'items' | 'vipLevel' | 'avatarUrl' | 'copied' | 'onCopyUserId' | 'onSelect' | 'onLogout'
  > {
  isAgent: boolean;
  /** PTSYS3 is on. */
  pointMallEnabled: boolean;
  /** §3 Member info clubLabel, as member info sent it. */
  clubLabel: unknown;
  /** Closes the dropdown (an entry was chosen, or logout). */
  onClose: () => void;
}

/**
 * Spec §2 Member dropdown: the member centre (a trial account is told it needs a real account there, §6) with its
 * deposit and withdraw pages, the betting record, account record, personal loss and reward centre pages, point
 * mall when PTSYS3 is on, the avatar chosen in the security centre, agent for an agent (never a trial account), change password, customer service; the VIP
 * level and the VIP page's entry only when the club label type is AUTO. Loaded with the dropdown, not with the page.
 */
export function MemberDropdown({
  isAgent,
  pointMallEnabled,
  clubLabel,
  onClose,
  ...menu
}: MemberDropdownProps) {
  const { t } = useLingui();
  const { isTrial = false } = menu;
  const avatarUrl = useAtomValue(memberAvatarUrlAtom);
  const { copied, copy } = useCopyToClipboard();
  const openCustomerService = useCustomerService();
  const setChangePasswordOpen = useSetAtom(changePasswordPopupOpenAtom);
  const setMemberCentrePopup = useSetAtom(memberCentrePopupAtom);
  const setLogoutConfirmOpen = useSetAtom(logoutConfirmOpenAtom);

  const select = (item: MemberMenuItem) => {
    onClose();
    if (item.id === 'change-password') setChangePasswordOpen(true);
    if (item.id === 'customer-service') openCustomerService();
    // §2 member-centre popup: deposit and withdraw over the page the player is on.
    if (item.id === 'deposit') setMemberCentrePopup('depositv2');
    if (item.id === 'withdraw') setMemberCentrePopup('withdraw');
  };
  const vip = clubVip(clubLabel);
  const items: MemberMenuItem[] = [
    { id: 'member-centre', label: t`Central do membro`, href: memberPath(), icon: 'user' },
    ...(vip ? [{ id: 'vip', label: t`Nível VIP`, href: paths.vip.path, icon: 'crown' as const }] : []),
    ...(isTrial
      ? []
      : [
          { id: 'deposit', label: t`Depositar`, icon: 'download' as const },
          { id: 'withdraw', label: t`Sacar`, icon: 'send' as const },
          {
            id: 'betting-record',
            label: t`Registro de apostas`,
            href: memberPath('personalHistoryCopy'),
            icon: 'receipt' as const,
          },
          {
            id: 'account-record',
            label: t`Registro da conta`,
            href: memberPath('transactionHistory'),
            icon: 'wallet' as const,
          },
          {
            id: 'personal-loss',
            label: t`Lucro e perda pessoal`,
            href: memberPath('personalProfit'),
            icon: 'ticket' as const,
          },
          {
            id: 'reward-centre',
            label: t`Central de recompensas`,
            href: memberPath('rewardCenter'),
            icon: 'gift' as const,
          },
        ]),
    ...(pointMallEnabled
      ? [{ id: 'point-mall', label: t`Loja de pontos`, href: paths.pointMall.path, icon: 'gift' as const }]
      : []),
    ...(isAgent && !isTrial
      ? [{ id: 'agent', label: t`Centro do agente`, href: paths.agentHome.path, icon: 'user' as const }]
      : []),
    ...(isTrial ? [] : [{ id: 'change-password', label: t`Alterar senha`, icon: 'lock' as const }]),
    { id: 'customer-service', label: t`Atendimento ao cliente`, icon: 'headset' },
  ];
  const vipLevel = vip ? (vip.name ?? (vip.level !== undefined ? t`VIP ${vip.level}` : t`VIP`)) : undefined;
  return (
    <MemberMenu
      {...menu}
      items={items}
      copied={copied !== null}
      onCopyUserId={() => copy(menu.userId)}
      onSelect={select}
      onLogout={() => {
        onClose();
        setLogoutConfirmOpen(true);
      }}
      {...(vipLevel ? { vipLevel } : {})}
      {...(avatarUrl ? { avatarUrl } : {})}
    />
  );
}
