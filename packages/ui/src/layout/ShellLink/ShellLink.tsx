import { useLingui } from '@lingui/react/macro';
import type { MouseEventHandler, ReactElement, ReactNode } from 'react';
import { Icon, type IconName } from '../../components/Icon/index.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './ShellLink.css.ts';

/** One entry of a menu, bar or footer list: data, so the app decides which routes exist. */
export interface ShellLinkItem {
  id: string;
  /** Already translated by the app. */
  label: string;
  href: string;
  /** A built-in glyph name or any element (a vendor's image, for example). */
  icon?: IconName | ReactElement;
  /** A count (capped at 99+) or a short word such as "Novo". */
  badge?: number | string;
  /** Opens in a new tab with rel="noopener noreferrer" and never goes through `renderLink`. */
  external?: boolean;
}

/** What a link renderer receives: put these on your router's link. */
export interface ShellLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
  title?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** Lets the app render internal links with its router (ui never imports react-router). */
export type RenderShellLink = (item: ShellLinkItem, props: ShellLinkProps) => ReactNode;

export const renderPlainLink: RenderShellLink = (_item, props) => <a {...props} />;

export interface ShellLinkComponentProps {
  item: ShellLinkItem;
  renderLink?: RenderShellLink;
  className?: string;
  current?: boolean;
  title?: string;
  'aria-label'?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Defaults to the item's label. */
  children?: ReactNode;
}

export function ShellLink({
  item,
  renderLink = renderPlainLink,
  className,
  current = false,
  title,
  'aria-label': ariaLabel,
  onClick,
  children,
}: ShellLinkComponentProps) {
  const { t } = useLingui();
  const content = children ?? item.label;
  if (item.external) {
    return (
      <a
        href={item.href}
        className={className}
        target="_blank"
        rel="noopener noreferrer"
        title={title}
        aria-label={ariaLabel ? `${ariaLabel} ${t`(abre em uma nova aba)`}` : undefined}
        onClick={onClick}
      >
        {content}
        {ariaLabel ? null : <span className={visuallyHidden}> {t`(abre em uma nova aba)`}</span>}
      </a>
    );
  }
  return renderLink(item, {
    href: item.href,
    className,
    children: content,
    'aria-current': current ? 'page' : undefined,
    'aria-label': ariaLabel,
    title,
    onClick,
  });
}

/** The item's icon: a built-in glyph by name, or the element the app passed. */
export function ShellItemIcon({ icon }: { icon: ShellLinkItem['icon'] }) {
  if (icon === undefined) return null;
  return typeof icon === 'string' ? <Icon name={icon} size="inline" /> : icon;
}

/** A count or word badge; counts over 99 read "99+". */
export function ShellItemBadge({ badge, className }: { badge: ShellLinkItem['badge']; className?: string }) {
  if (badge === undefined || badge === 0 || badge === '') return null;
  const isCount = typeof badge === 'number';
  const text = isCount ? (badge > 99 ? '99+' : String(badge)) : badge;
  const classes = [styles.badge, isCount ? '' : styles.textBadge, className ?? ''].filter(Boolean).join(' ');
  // A count reads left to right in every language: "99+" must not turn into "+99" in right-to-left pages.
  return (
    <span className={classes} dir={isCount ? 'ltr' : undefined}>
      {text}
    </span>
  );
}

/** Official channels as round icon links (always external, named by their labels). */
export function ShellSocialLinks({
  items,
  listClassName,
  linkClassName,
}: {
  items: readonly ShellLinkItem[];
  listClassName: string;
  linkClassName: string;
}) {
  return (
    <ul className={listClassName}>
      {items.map((item) => (
        <li key={item.id}>
          <ShellLink
            item={{ ...item, external: true }}
            className={linkClassName}
            title={item.label}
            aria-label={item.label}
          >
            <ShellItemIcon icon={item.icon ?? 'globe'} />
          </ShellLink>
        </li>
      ))}
    </ul>
  );
}
