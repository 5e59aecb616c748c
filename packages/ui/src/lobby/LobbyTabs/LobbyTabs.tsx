import { useLingui } from '@lingui/react/macro';
import { type LobbyTab, lobbyTabLabel } from '@sorte/domain';
import { type MouseEvent, useEffect, useRef } from 'react';
import type { IconName } from '../../components/Icon/index.ts';
import { type RenderShellLink, ShellItemIcon, ShellLink } from '../../layout/ShellLink/index.ts';
import * as styles from './LobbyTabs.css.ts';

export interface LobbyTabsProps {
  /** The domain's `lobbyTabs(lanes)`: HOME, HOT, FAV, then the categories that have vendors. */
  tabs: readonly LobbyTab[];
  activeTab: LobbyTab;
  /** The URL of a tab (the lobby's state lives in the URL). */
  hrefForTab: (tab: LobbyTab) => string;
  /** Renders the links with the app's router; plain anchors otherwise. */
  renderLink?: RenderShellLink;
  /** Called on click, before the link navigates (e.g. to open the login popup for FAV). */
  onSelect?: (tab: LobbyTab, event: MouseEvent<HTMLAnchorElement>) => void;
}

const TAB_ICONS: Record<LobbyTab, IconName> = {
  HOME: 'home',
  HOT: 'flame',
  FAV: 'star',
  LOTT: 'ticket',
  ELOTT: 'ticket',
  LIVE: 'camera',
  SPORTS: 'ball',
  ESPORTS: 'gamepad',
  FISH: 'fish',
  INHOUSE: 'crown',
  RNG: 'dice',
  PVP: 'cards',
  COCKFIGHT: 'video',
};

/** §2 Home lobby tabs as links (one row that scrolls sideways on phones, the current tab kept in view). */
export function LobbyTabs({ tabs, activeTab, hrefForTab, renderLink, onSelect }: LobbyTabsProps) {
  const { t, i18n } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const index = tabs.indexOf(activeTab);
    // The first tab is in view already; measuring would force a layout of the page while it is still loading.
    if (index <= 0) return;
    const current = list?.children[index];
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const listBox = list.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    const margin = 24;
    if (box.left < listBox.left + margin) list.scrollBy({ left: box.left - listBox.left - margin });
    else if (box.right > listBox.right - margin) list.scrollBy({ left: box.right - listBox.right + margin });
  }, [tabs, activeTab]);

  return (
    <nav className={styles.root} aria-label={t`Categorias de jogos`}>
      <ul ref={listRef} className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab} className={styles.item}>
            <ShellLink
              item={{ id: tab, label: i18n._(lobbyTabLabel(tab)), href: hrefForTab(tab) }}
              renderLink={renderLink}
              className={styles.link}
              current={tab === activeTab}
              onClick={onSelect ? (event) => onSelect(tab, event) : undefined}
            >
              <ShellItemIcon icon={TAB_ICONS[tab]} />
              {i18n._(lobbyTabLabel(tab))}
            </ShellLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
