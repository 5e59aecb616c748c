import { type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type RenderShellLink,
  ShellItemIcon,
  ShellLink,
  type ShellLinkItem,
} from '../../layout/ShellLink/index.ts';
import * as styles from './VendorDropdown.css.ts';

export interface VendorDropdownProps {
  /** The category's name: the panel's title and accessible name. */
  label: string;
  /** The category's vendors as links (an `icon` element may carry the vendor's logo). */
  vendors: readonly ShellLinkItem[];
  renderLink?: RenderShellLink;
  onNavigate?: (vendor: ShellLinkItem) => void;
  /** The trigger: the category's navigation link. */
  children: ReactNode;
}

const OPEN_DELAY_MS = 120;
const CLOSE_DELAY_MS = 150;
const PANEL_WIDTH = 280;
const EDGE = 8;

interface PanelPosition {
  top: number;
  left: number;
}

/**
 * The header's vendor drop-down (§2 Layout): opens on mouse hover and on keyboard focus of the trigger, closes on
 * Escape (focus returns to the trigger), when focus leaves, and when the pointer leaves. Touch taps just follow
 * the trigger link.
 */
export function VendorDropdown({ label, vendors, renderLink, onNavigate, children }: VendorDropdownProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refocusing = useRef(false);
  const [position, setPosition] = useState<PanelPosition | null>(null);
  const open = position !== null && vendors.length > 0;

  const show = () => {
    clearTimeout(timer.current);
    const root = rootRef.current;
    if (!root) return;
    const box = root.getBoundingClientRect();
    const rtl = getComputedStyle(root).direction === 'rtl';
    const width = Math.min(PANEL_WIDTH, window.innerWidth - 2 * EDGE);
    const wanted = rtl ? box.right - width : box.left;
    setPosition({
      top: box.bottom,
      left: Math.max(EDGE, Math.min(wanted, window.innerWidth - width - EDGE)),
    });
  };
  const hide = () => {
    clearTimeout(timer.current);
    setPosition(null);
  };
  const later = (action: () => void, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, delay);
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    // The panel is fixed: rather than drift away from its trigger, it closes when the page scrolls.
    const close = () => setPosition(null);
    window.addEventListener('scroll', close, { passive: true });
    return () => window.removeEventListener('scroll', close);
  }, [open]);

  const onFocus = () => {
    if (refocusing.current) refocusing.current = false;
    else show();
  };
  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) hide();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    const trigger = rootRef.current?.querySelector<HTMLElement>('a, button');
    if (trigger && trigger !== document.activeElement) {
      refocusing.current = true;
      trigger.focus();
    }
    hide();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens to what bubbles from its links
    <div
      ref={rootRef}
      className={styles.root}
      onPointerEnter={(event) => event.pointerType === 'mouse' && later(show, OPEN_DELAY_MS)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && later(hide, CLOSE_DELAY_MS)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {children}
      {open ? (
        <section
          className={styles.panel}
          style={{ top: position.top, left: position.left }}
          aria-label={label}
        >
          <div className={styles.panelBody}>
            <p className={styles.title} aria-hidden="true">
              {label}
            </p>
            <ul className={styles.list}>
              {vendors.map((vendor) => (
                <li key={vendor.id}>
                  <ShellLink
                    item={vendor}
                    renderLink={renderLink}
                    className={styles.link}
                    onClick={() => {
                      onNavigate?.(vendor);
                      hide();
                    }}
                  >
                    <ShellItemIcon icon={vendor.icon} />
                    {vendor.label}
                  </ShellLink>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </div>
  );
}
