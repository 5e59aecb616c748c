import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { type RenderShellLink, renderPlainLink } from '../../layout/ShellLink/index.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as page from '../areaPage.css.ts';
import * as styles from './GameCenterPage.css.ts';

export interface GameCenterVendor {
  id: string;
  name: string;
  /** The vendor's lagerIcon; its initials when absent. */
  image: string | null;
  /** The vendor's games in its category's centre. */
  href: string;
}

export interface GameCenterCategory {
  id: string;
  /** Already translated by the app. */
  label: string;
  /** The category's centre. */
  href: string;
  vendors: readonly GameCenterVendor[];
}

export interface GameCenterPageProps {
  /** The lobby's categories that have vendors, in the lobby's order. */
  categories: readonly GameCenterCategory[];
  status: LoadStatus;
  failure?: FailureKind;
  onRetry?: () => void;
  /** The app's router link. */
  renderLink?: RenderShellLink;
}

/** §2 Game center: every game category with its vendors as cards, each leading to the category's centre. */
export function GameCenterPage({
  categories,
  status,
  failure,
  onRetry,
  renderLink = renderPlainLink,
}: GameCenterPageProps) {
  const { t } = useLingui();
  const baseId = useId();
  return (
    <div className={page.root}>
      <div className={page.header}>
        <h1 className={page.title}>
          <Trans>Central de jogos</Trans>
        </h1>
        <p className={page.intro}>
          <Trans>Todas as categorias e os seus provedores.</Trans>
        </p>
      </div>
      {status === 'loading' ? (
        <p className={page.loading} role="status">
          <Spinner size="small" /> <Trans>Carregando categorias…</Trans>
        </p>
      ) : status === 'error' ? (
        <GridNotice
          kind="error"
          message={t`Não foi possível carregar as categorias.`}
          failure={failure}
          onRetry={onRetry}
        />
      ) : categories.length === 0 ? (
        <GridNotice kind="empty" message={t`Nenhuma categoria disponível no momento.`} />
      ) : (
        <div className={styles.sections}>
          {categories.map((category) => {
            const titleId = `${baseId}-${category.id}`;
            return (
              <section key={category.id} className={styles.section} aria-labelledby={titleId}>
                <div className={styles.sectionHeader}>
                  <h2 id={titleId} className={styles.sectionTitle}>
                    {category.label}
                  </h2>
                  {renderLink(
                    { id: category.id, label: category.label, href: category.href },
                    {
                      href: category.href,
                      className: styles.allLink,
                      children: (
                        <>
                          <Trans>Ver tudo</Trans>
                          <span className={visuallyHidden}>: {category.label}</span>
                        </>
                      ),
                    },
                  )}
                </div>
                <ul className={styles.grid} aria-labelledby={titleId}>
                  {category.vendors.map((vendor) => (
                    <li key={vendor.id}>
                      {renderLink(
                        { id: vendor.id, label: vendor.name, href: vendor.href },
                        {
                          href: vendor.href,
                          className: styles.card,
                          children: (
                            <>
                              <span className={styles.media}>
                                {vendor.image ? (
                                  <img
                                    className={styles.image}
                                    src={vendor.image}
                                    alt=""
                                    width={300}
                                    height={120}
                                    loading="lazy"
                                    decoding="async"
                                  />
                                ) : (
                                  <span className={styles.fallback} aria-hidden="true">
                                    {vendor.name.slice(0, 3).toUpperCase()}
                                  </span>
                                )}
                              </span>
                              <span className={styles.name} dir="auto">
                                {vendor.name}
                              </span>
                            </>
                          ),
                        },
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
