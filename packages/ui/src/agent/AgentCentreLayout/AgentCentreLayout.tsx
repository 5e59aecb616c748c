import { Trans, useLingui } from '@lingui/react/macro';
import type { AgentCentrePage, AgentExtraPage, AgentMenuItem } from '@sorte/domain';
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import { type RenderShellLink, ShellItemBadge, ShellLink } from '../../layout/ShellLink/index.ts';
import { skeleton } from '../../lottery/skeleton.css.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { AGENT_CENTRE_PAGE_ICONS, AGENT_CENTRE_PAGE_LABELS } from '../agentCentreItems.ts';
import * as styles from './AgentCentreLayout.css.ts';

export interface AgentCentreSummary {
  account: string;
  /** The main balance; absent while it loads. */
  balance?: number;
}

export interface AgentCentreLayoutProps {
  /** The §2 Agent menu, from domain `agentMenu(built, flags)`. */
  menu: readonly AgentMenuItem[];
  /** The §3 Consolidated flags are loading: a placeholder stands where flagged items may appear. */
  menuLoading?: boolean;
  /** The built pages beyond the menu (deposit, withdraw, messages, contracts), from domain `agentExtraShortcuts`. */
  shortcuts: readonly AgentExtraPage[];
  /** Unread messages, shown on the messages shortcut. */
  unreadMessages?: number;
  /** Opens customer service (§2: the agent centre contains it); absent, no button. */
  onCustomerService?: () => void;
  /** The page shown; none on the menu itself (`/agentHome`). */
  activePage?: AgentCentrePage | null;
  hrefFor: (page: AgentCentrePage) => string;
  /** Renders the links with the app's router. */
  renderLink?: RenderShellLink;
  agent: AgentCentreSummary;
  formatAmount: (amount: number) => string;
  /** Phones: the back control's route (the menu's). */
  backHref: string;
  /** The active page. */
  children?: ReactNode;
}

/**
 * The agent centre's frame (spec §2 /agentHome, Agent menu). Phone first: in a narrow container the summary and the
 * menu are the page, and an open page replaces them with a back control; from 600 px the menu stands beside the
 * page, the active item marked.
 */
export function AgentCentreLayout({
  menu,
  menuLoading = false,
  shortcuts,
  unreadMessages = 0,
  onCustomerService,
  activePage = null,
  hrefFor,
  renderLink,
  agent,
  formatAmount,
  backHref,
  children,
}: AgentCentreLayoutProps) {
  const { t, i18n } = useLingui();
  const heading = activePage ? i18n._(AGENT_CENTRE_PAGE_LABELS[activePage]) : t`Centro do agente`;
  const backLabel = t`Voltar ao menu`;

  const link = (page: AgentCentrePage, className: string, badge?: number) => {
    const label = i18n._(AGENT_CENTRE_PAGE_LABELS[page]);
    return (
      <ShellLink
        item={{ id: page, label, href: hrefFor(page) }}
        renderLink={renderLink}
        className={className}
        current={page === activePage}
      >
        <span className={styles.rowIcon}>
          <Icon name={AGENT_CENTRE_PAGE_ICONS[page]} size="small" />
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
      </ShellLink>
    );
  };

  return (
    <div className={styles.root} data-page-open={activePage ? '' : undefined}>
      <section className={styles.summary} aria-label={t`Sua conta`}>
        <span className={styles.account}>
          <Icon name="user" size="small" />
          <bdi>{agent.account}</bdi>
        </span>
        <span className={styles.balance}>
          <span className={styles.balanceLabel}>
            <Trans>Saldo</Trans>
          </span>
          {agent.balance === undefined ? (
            <>
              <span className={`${skeleton} ${styles.balanceSkeleton}`} aria-hidden="true" />
              <span className={visuallyHidden}>{t`Carregando saldo`}</span>
            </>
          ) : (
            <span className={styles.balanceValue}>{formatAmount(agent.balance)}</span>
          )}
        </span>
      </section>

      <div className={styles.header}>
        {activePage ? (
          <span className={styles.back}>
            <ShellLink
              item={{ id: 'agent-centre-menu', label: backLabel, href: backHref }}
              renderLink={renderLink}
              className={styles.backControl}
              aria-label={backLabel}
            >
              <Icon name="arrowBack" size="small" />
              <span>{t`Menu`}</span>
            </ShellLink>
          </span>
        ) : null}
        <h1 className={styles.title}>{heading}</h1>
      </div>

      <div className={styles.columns}>
        <nav className={styles.menu} aria-label={t`Menu do agente`}>
          {shortcuts.length > 0 || onCustomerService ? (
            <ul className={styles.shortcuts}>
              {shortcuts.map((page) => (
                <li key={page}>
                  {link(page, styles.shortcut, page === 'messages' ? unreadMessages : undefined)}
                </li>
              ))}
              {onCustomerService ? (
                <li>
                  <button type="button" className={styles.shortcut} onClick={onCustomerService}>
                    <span className={styles.rowIcon}>
                      <Icon name="headset" size="small" />
                    </span>
                    <span className={styles.rowLabel}>{t`Atendimento ao cliente`}</span>
                  </button>
                </li>
              ) : null}
            </ul>
          ) : null}
          <ul className={styles.list}>
            {menu.map((item) => (
              <li key={item}>{link(item, styles.row)}</li>
            ))}
            {menuLoading ? (
              <li className={styles.loadingRow}>
                <span className={`${skeleton} ${styles.loadingBar}`} aria-hidden="true" />
                <span className={visuallyHidden}>{t`Carregando o menu`}</span>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className={styles.page}>{children}</div>
      </div>
    </div>
  );
}
