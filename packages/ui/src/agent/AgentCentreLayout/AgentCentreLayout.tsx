import { useLingui } from '@lingui/react/macro';
import type { AgentCentrePage, AgentExtraPage, AgentMenuItem } from '@sorte/domain';
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import {
  CentreFrame,
  CentreMenuLink,
  centreMenuList,
  centreRowIcon,
  centreRowLabel,
} from '../../layout/centreFrame/index.ts';
import type { RenderShellLink } from '../../layout/ShellLink/index.ts';
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
  /** What the centre's landing shows when no page is open: above the menu on a phone, beside it from 600 px. */
  landing?: ReactNode;
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
  landing,
}: AgentCentreLayoutProps) {
  const { t, i18n } = useLingui();

  const link = (page: AgentCentrePage, className?: string, badge?: number) => (
    <CentreMenuLink
      id={page}
      label={i18n._(AGENT_CENTRE_PAGE_LABELS[page])}
      href={hrefFor(page)}
      icon={AGENT_CENTRE_PAGE_ICONS[page]}
      current={page === activePage}
      {...(badge ? { badge } : {})}
      {...(className ? { className } : {})}
      renderLink={renderLink}
    />
  );

  return (
    <CentreFrame
      besideFrom={600}
      pageOpen={activePage !== null}
      landing={landing}
      account={agent.account}
      {...(agent.balance === undefined ? {} : { balance: agent.balance })}
      formatAmount={formatAmount}
      title={activePage ? i18n._(AGENT_CENTRE_PAGE_LABELS[activePage]) : t`Centro do agente`}
      back={{ id: 'agent-centre-menu', href: backHref }}
      renderLink={renderLink}
      menuLabel={t`Menu do agente`}
      menu={
        <>
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
                    <span className={centreRowIcon}>
                      <Icon name="headset" size="small" />
                    </span>
                    <span className={centreRowLabel}>{t`Atendimento ao cliente`}</span>
                  </button>
                </li>
              ) : null}
            </ul>
          ) : null}
          <ul className={centreMenuList}>
            {menu.map((item) => (
              <li key={item}>{link(item)}</li>
            ))}
            {menuLoading ? (
              <li className={styles.loadingRow}>
                <span className={`${skeleton} ${styles.loadingBar}`} aria-hidden="true" />
                <span className={visuallyHidden}>{t`Carregando o menu`}</span>
              </li>
            ) : null}
          </ul>
        </>
      }
    >
      {children}
    </CentreFrame>
  );
}
