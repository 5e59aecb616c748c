import { useLingui } from '@lingui/react/macro';
import type { MemberCentreItem, MemberCentreMenuEntry } from '@sorte/domain';
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import { CentreFrame, CentreMenuLink, centreMenuList } from '../../layout/centreFrame/index.ts';
import type { RenderShellLink } from '../../layout/ShellLink/index.ts';
import { MEMBER_CENTRE_ITEM_ICONS, MEMBER_CENTRE_ITEM_LABELS } from '../memberCentreItems.ts';
import * as styles from './MemberCentreLayout.css.ts';

export interface MemberCentreSummary {
  account: string;
  /** The main balance; absent while it loads. */
  balance?: number;
  /** Shown only when given (the club label type is AUTO), e.g. "VIP 3". */
  vipLabel?: string;
}

export interface MemberCentreLayoutProps {
  /** The menu, from domain `memberCentreMenu` (built items only, with their unread counts). */
  entries: readonly MemberCentreMenuEntry[];
  /** The page shown; none on the menu itself (`/member`). */
  activeItem?: MemberCentreItem | null;
  /** Each item's route. */
  hrefFor: (item: MemberCentreItem) => string;
  /** Renders the menu's links and the back link with the app's router. */
  renderLink?: RenderShellLink;
  member: MemberCentreSummary;
  /** Formats a money amount with the member's currency. */
  formatAmount: (amount: number) => string;
  /** The page's heading; defaults to the active item's label (or "Member centre" on the menu). */
  title?: string;
  /** Phones: where the back control leads (the menu's route); a link when given. */
  backHref?: string;
  /** Phones: the back control as an action when there is no `backHref` (also called when the link is followed). */
  onBack?: () => void;
  /** The active item's page. */
  children?: ReactNode;
}

/**
 * The member centre's frame (spec §2 Member centre menu). In a narrow container (a phone) the menu is a list and an
 * open page replaces it, with a back control; from 560 px the menu stands beside the page, the active item marked.
 */
export function MemberCentreLayout({
  entries,
  activeItem = null,
  hrefFor,
  renderLink,
  member,
  formatAmount,
  title,
  backHref,
  onBack,
  children,
}: MemberCentreLayoutProps) {
  const { t, i18n } = useLingui();
  return (
    <CentreFrame
      besideFrom={560}
      pageOpen={activeItem !== null}
      account={member.account}
      accountExtra={
        member.vipLabel ? (
          <span className={styles.vipChip}>
            <Icon name="crown" size="inline" />
            {member.vipLabel}
          </span>
        ) : null
      }
      {...(member.balance === undefined ? {} : { balance: member.balance })}
      formatAmount={formatAmount}
      title={title ?? (activeItem ? i18n._(MEMBER_CENTRE_ITEM_LABELS[activeItem]) : t`Central do membro`)}
      back={{
        id: 'member-centre-menu',
        ...(backHref ? { href: backHref } : {}),
        ...(onBack ? { onBack } : {}),
      }}
      renderLink={renderLink}
      menuLabel={t`Central do membro`}
      menu={
        <ul className={centreMenuList}>
          {entries.map(({ item, badge }) => (
            <li key={item}>
              <CentreMenuLink
                id={item}
                label={i18n._(MEMBER_CENTRE_ITEM_LABELS[item])}
                href={hrefFor(item)}
                icon={MEMBER_CENTRE_ITEM_ICONS[item]}
                current={item === activeItem}
                {...(badge ? { badge } : {})}
                chevron
                renderLink={renderLink}
              />
            </li>
          ))}
        </ul>
      }
    >
      {children}
    </CentreFrame>
  );
}
