import { useLingui } from '@lingui/react/macro';
import { adjacentPages, type PageItem, paginationItems } from '@sorte/domain';
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import { type RenderShellLink, ShellLink } from '../../layout/ShellLink/index.ts';
import * as styles from './Pagination.css.ts';

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** Renders pages as links to these URLs (the lobby's page lives in the URL); buttons when omitted. */
  hrefForPage?: (page: number) => string;
  renderLink?: RenderShellLink;
  /** Called when a page is chosen (buttons), or on a link's click before it navigates. */
  onPageChange?: (page: number) => void;
}

/** §9 Game lobby pagination (range 5, 2 margin pages, ellipses), with previous and next; shorter on phones. */
export function Pagination({
  currentPage,
  totalPages,
  hrefForPage,
  renderLink,
  onPageChange,
}: PaginationProps) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const { previous, next } = adjacentPages(currentPage, totalPages);
  const control = { hrefForPage, renderLink, onPageChange };
  return (
    <nav className={styles.root} aria-label={t`Paginação`}>
      <div className={styles.bar}>
        <PageControl {...control} page={previous} label={t`Página anterior`}>
          <span className={styles.backwards}>
            <Icon name="chevronForward" size="inline" />
          </span>
        </PageControl>
        <PageList {...control} className={styles.wide} items={paginationItems(currentPage, totalPages)} />
        <PageList
          {...control}
          className={styles.compact}
          items={paginationItems(currentPage, totalPages, { range: 3, margin: 1 })}
        />
        <PageControl {...control} page={next} label={t`Próxima página`}>
          <Icon name="chevronForward" size="inline" />
        </PageControl>
      </div>
    </nav>
  );
}

type ControlProps = Pick<PaginationProps, 'hrefForPage' | 'renderLink' | 'onPageChange'>;

function PageList({ items, className, ...control }: ControlProps & { items: PageItem[]; className: string }) {
  const { t } = useLingui();
  return (
    <ol className={`${styles.pages} ${className}`}>
      {items.map((item) =>
        item.kind === 'ellipsis' ? (
          <li key={item.key} className={styles.ellipsis} aria-hidden="true">
            …
          </li>
        ) : (
          <li key={item.page}>
            <PageControl {...control} page={item.page} current={item.current} label={t`Página ${item.page}`}>
              {item.page}
            </PageControl>
          </li>
        ),
      )}
    </ol>
  );
}

function PageControl({
  page,
  current = false,
  label,
  children,
  hrefForPage,
  renderLink,
  onPageChange,
}: ControlProps & { page: number | null; current?: boolean; label: string; children: ReactNode }) {
  if (page === null) {
    return (
      <button type="button" className={styles.control} aria-label={label} disabled>
        {children}
      </button>
    );
  }
  if (hrefForPage) {
    return (
      <ShellLink
        item={{ id: `page-${page}`, label, href: hrefForPage(page) }}
        renderLink={renderLink}
        className={styles.control}
        current={current}
        aria-label={label}
        onClick={onPageChange ? () => onPageChange(page) : undefined}
      >
        {children}
      </ShellLink>
    );
  }
  return (
    <button
      type="button"
      className={styles.control}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={() => onPageChange?.(page)}
    >
      {children}
    </button>
  );
}
