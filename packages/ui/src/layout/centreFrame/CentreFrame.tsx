import { Trans, useLingui } from '@lingui/react/macro';
import { createContext, type ReactNode, useContext } from 'react';
import { Icon, type IconName } from '../../components/Icon/index.ts';
import { skeleton } from '../../lottery/skeleton.css.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { type RenderShellLink, ShellItemBadge, ShellLink } from '../ShellLink/index.ts';
import * as styles from './centreFrame.css.ts';

type BesideFrom = keyof typeof styles.frames;

const FrameStyles = createContext(styles.frames[560]);

export interface CentreFrameProps {
  /** The container width (px) from which the menu stands beside the page. */
  besideFrom: BesideFrom;
  /** A page is open (else the menu is the page, on phones). */
  pageOpen: boolean;
  account: string;
  /** Shown beside the account (e.g. the VIP chip). */
  accountExtra?: ReactNode;
  /** The main balance; absent while it loads. */
  balance?: number;
  formatAmount: (amount: number) => string;
  title: string;
  /** Phones, on an open page: the way back to the menu, a link when `href` is given, else a button. */
  back: { id: string; href?: string; onBack?: () => void };
  renderLink?: RenderShellLink;
  menuLabel: string;
  /** The menu's lists (rows from `CentreMenuLink`). */
  menu: ReactNode;
  /** The open page. */
  children?: ReactNode;
  /** No page open: what the landing shows, above the menu on a phone, in the page's place beside it. */
  landing?: ReactNode;
}

/**
 * The member and agent centres' frame (spec §2 Member centre menu, Agent menu). In a narrow container (a phone) the
 * summary and the menu are the page, and an open page replaces the menu, with a back control; from `besideFrom` the
 * menu stands beside the page, the active item marked.
 */
export function CentreFrame({
  besideFrom,
  pageOpen,
  account,
  accountExtra,
  balance,
  formatAmount,
  title,
  back,
  renderLink,
  menuLabel,
  menu,
  children,
  landing,
}: CentreFrameProps) {
  const { t } = useLingui();
  const frame = styles.frames[besideFrom];
  const backLabel = t`Voltar ao menu`;
  const backContent = (
    <>
      <Icon name="arrowBack" size="small" />
      <span>{t`Menu`}</span>
    </>
  );

  return (
    <FrameStyles.Provider value={frame}>
      <div className={frame.root} data-page-open={pageOpen ? '' : undefined}>
        <section className={styles.summary} aria-label={t`Sua conta`}>
          <span className={styles.account}>
            <Icon name="user" size="small" />
            <bdi>{account}</bdi>
          </span>
          {accountExtra}
          <span className={styles.balance}>
            <span className={styles.balanceLabel}>
              <Trans>Saldo</Trans>
            </span>
            {balance === undefined ? (
              <>
                <span className={`${skeleton} ${styles.balanceSkeleton}`} aria-hidden="true" />
                <span className={visuallyHidden}>{t`Carregando saldo`}</span>
              </>
            ) : (
              <span className={styles.balanceValue}>{formatAmount(balance)}</span>
            )}
          </span>
        </section>

        <div className={styles.header}>
          {pageOpen ? (
            <span className={frame.back}>
              {back.href ? (
                <ShellLink
                  item={{ id: back.id, label: backLabel, href: back.href }}
                  renderLink={renderLink}
                  className={styles.backControl}
                  aria-label={backLabel}
                  onClick={back.onBack}
                >
                  {backContent}
                </ShellLink>
              ) : back.onBack ? (
                <button
                  type="button"
                  className={styles.backControl}
                  aria-label={backLabel}
                  onClick={back.onBack}
                >
                  {backContent}
                </button>
              ) : null}
            </span>
          ) : null}
          <h1 className={styles.title}>{title}</h1>
        </div>

        <div className={frame.columns}>
          <nav className={frame.menu} aria-label={menuLabel}>
            {menu}
          </nav>
          {!pageOpen && landing ? (
            <div className={frame.landing}>{landing}</div>
          ) : (
            <div className={frame.page}>{children}</div>
          )}
        </div>
      </div>
    </FrameStyles.Provider>
  );
}

export interface CentreMenuLinkProps {
  id: string;
  label: string;
  href: string;
  icon: IconName;
  current: boolean;
  /** A count shown on the row (unread messages). */
  badge?: number;
  /** The phone list's "go" mark at the row's end. */
  chevron?: boolean;
  /** The row's look; the frame's list row by default. */
  className?: string;
  renderLink?: RenderShellLink;
}

/** A menu entry of the centre frame: its icon, label, count and, on phones, the "go" mark. */
export function CentreMenuLink({
  id,
  label,
  href,
  icon,
  current,
  badge,
  chevron = false,
  className = styles.row,
  renderLink,
}: CentreMenuLinkProps) {
  const { t } = useLingui();
  const frame = useContext(FrameStyles);
  return (
    <ShellLink item={{ id, label, href }} renderLink={renderLink} className={className} current={current}>
      <span className={styles.rowIcon}>
        <Icon name={icon} size="small" />
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
      {chevron ? (
        <span className={frame.chevron}>
          <Icon name="chevronForward" size="inline" />
        </span>
      ) : null}
    </ShellLink>
  );
}

export {
  list as centreMenuList,
  rowIcon as centreRowIcon,
  rowLabel as centreRowLabel,
} from './centreFrame.css.ts';
