import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberCentreItem, MemberCentreMenuEntry } from '@sorte/domain';
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import { type RenderShellLink, ShellItemBadge, ShellLink } from '../../layout/ShellLink/index.ts';
import { skeleton } from '../../lottery/skeleton.css.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
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
  const heading =
    title ?? (activeItem ? i18n._(MEMBER_CENTRE_ITEM_LABELS[activeItem]) : t`Central do membro`);
  const backLabel = t`Voltar ao menu`;
  const backContent = (
    <>
      <Icon name="arrowBack" size="small" />
      <span>{t`Menu`}</span>
    </>
  );

  return (
    <div className={styles.root} data-page-open={activeItem ? '' : undefined}>
      <section className={styles.summary} aria-label={t`Sua conta`}>
        <span className={styles.account}>
          <Icon name="user" size="small" />
          <bdi>{member.account}</bdi>
        </span>
        {member.vipLabel ? (
          <span className={styles.vipChip}>
            <Icon name="crown" size="inline" />
            {member.vipLabel}
          </span>
        ) : null}
        <span className={styles.balance}>
          <span className={styles.balanceLabel}>
            <Trans>Saldo</Trans>
          </span>
          {member.balance === undefined ? (
            <>
              <span className={`${skeleton} ${styles.balanceSkeleton}`} aria-hidden="true" />
              <span className={visuallyHidden}>{t`Carregando saldo`}</span>
            </>
          ) : (
            <span className={styles.balanceValue}>{formatAmount(member.balance)}</span>
          )}
        </span>
      </section>

      <div className={styles.header}>
        {activeItem ? (
          <span className={styles.back}>
            {backHref ? (
              <ShellLink
                item={{ id: 'member-centre-menu', label: backLabel, href: backHref }}
                renderLink={renderLink}
                className={styles.backControl}
                aria-label={backLabel}
                onClick={onBack}
              >
                {backContent}
              </ShellLink>
            ) : onBack ? (
              <button type="button" className={styles.backControl} aria-label={backLabel} onClick={onBack}>
                {backContent}
              </button>
            ) : null}
          </span>
        ) : null}
        <h1 className={styles.title}>{heading}</h1>
      </div>

      <div className={styles.columns}>
        <nav className={styles.menu} aria-label={t`Central do membro`}>
          <ul className={styles.list}>
            {entries.map(({ item, badge }) => {
              const label = i18n._(MEMBER_CENTRE_ITEM_LABELS[item]);
              return (
                <li key={item}>
                  <ShellLink
                    item={{ id: item, label, href: hrefFor(item) }}
                    renderLink={renderLink}
                    className={styles.row}
                    current={item === activeItem}
                  >
                    <span className={styles.rowIcon}>
                      <Icon name={MEMBER_CENTRE_ITEM_ICONS[item]} size="small" />
                    </span>
                    <span className={styles.rowLabel}>{label}</span>
                    {badge ? (
                      <>
                        <span aria-hidden="true">
                          <ShellItemBadge badge={badge} />
                        </span>
                        <span className={visuallyHidden}>{t`(${badge} não lidas)`}</span>
                      </>
                    ) : null}
                    <span className={styles.chevron}>
                      <Icon name="chevronForward" size="inline" />
                    </span>
                  </ShellLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.page}>{children}</div>
      </div>
    </div>
  );
}
