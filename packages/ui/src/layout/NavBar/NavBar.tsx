import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef } from 'react';
import {
  type RenderShellLink,
  ShellItemBadge,
  ShellItemIcon,
  ShellLink,
  type ShellLinkItem,
} from '../ShellLink/index.ts';
import * as styles from './NavBar.css.ts';

// The drop-downs follow the first paint: until their code arrives, the plain link stands in.
const VendorDropdown = lazy(() =>
  import('../../lobby/VendorDropdown/index.ts').then((module) => ({ default: module.VendorDropdown })),
);

export interface NavBarItem extends ShellLinkItem {
  /** A category's vendors: shown in a drop-down on hover and keyboard focus. */
  vendors?: readonly ShellLinkItem[];
}

export interface NavBarProps {
  /** Home, then one item per game category that has vendors, then promotions. */
  items: readonly NavBarItem[];
  activeId?: string;
  renderLink?: RenderShellLink;
  onNavigate?: (item: ShellLinkItem) => void;
}

/** The category bar: one row that scrolls sideways on phones, with the current item kept in view. */
export function NavBar({ items, activeId, renderLink, onNavigate }: NavBarProps) {
  const { t } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);

  // Again when the items change: the category items arrive after the first paint and push promotions along.
  // biome-ignore lint/correctness/useExhaustiveDependencies: items changes move the current item
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || activeId === undefined) return;
    const listBox = list.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    const margin = 16;
    if (box.left < listBox.left + margin) list.scrollBy({ left: box.left - listBox.left - margin });
    else if (box.right > listBox.right - margin) list.scrollBy({ left: box.right - listBox.right + margin });
  }, [activeId, items]);

  return (
    <nav className={styles.root} aria-label={t`Navegação principal`}>
      <ul ref={listRef} className={styles.list}>
        {items.map((item) => {
          const link = (
            <ShellLink
              item={item}
              renderLink={renderLink}
              className={styles.link}
              current={item.id === activeId}
              onClick={onNavigate ? () => onNavigate(item) : undefined}
            >
              <ShellItemIcon icon={item.icon} />
              {item.label}
              <ShellItemBadge badge={item.badge} className={styles.badge} />
            </ShellLink>
          );
          return (
            <li key={item.id} className={styles.item}>
              {item.vendors && item.vendors.length > 0 ? (
                <Suspense fallback={link}>
                  <VendorDropdown
                    label={item.label}
                    vendors={item.vendors}
                    renderLink={renderLink}
                    onNavigate={onNavigate}
                  >
                    {link}
                  </VendorDropdown>
                </Suspense>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
