import { Trans, useLingui } from '@lingui/react/macro';
import type { MirrorSite } from '@sorte/domain';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as page from '../areaPage.css.ts';
import * as styles from './MirrorList.css.ts';

export interface MirrorListProps {
  /** The domain's `mirrorSites`: http(s) origins only, the served one marked. */
  sites: readonly MirrorSite[];
  status: LoadStatus;
  failure?: FailureKind;
  onRetry?: () => void;
  /** Copy pressed: the app writes the address (`href`) to the clipboard. */
  onCopy: (site: MirrorSite) => void;
  /** The href just copied (says "Copiado" beside it for a moment). */
  copiedHref?: string | null;
}

/** §2 mirror site list: each address of the site as a link with a copy button, the one in use marked. */
export function MirrorList({ sites, status, failure, onRetry, onCopy, copiedHref = null }: MirrorListProps) {
  const { t } = useLingui();
  return (
    <div className={page.root}>
      <div className={page.header}>
        <h1 className={page.title}>
          <Trans>Sites espelho</Trans>
        </h1>
        <p className={page.intro}>
          <Trans>
            Endereços oficiais da Sorte. Se um deles não abrir, use outro: sua conta e seu saldo são os
            mesmos.
          </Trans>
        </p>
      </div>
      {status === 'loading' ? (
        <p className={page.loading} role="status">
          <Spinner size="small" /> <Trans>Carregando endereços…</Trans>
        </p>
      ) : status === 'error' ? (
        <GridNotice
          kind="error"
          message={t`Não foi possível carregar os endereços.`}
          failure={failure}
          onRetry={onRetry}
        />
      ) : sites.length === 0 ? (
        <GridNotice kind="empty" message={t`Nenhum endereço alternativo disponível no momento.`} />
      ) : (
        <ul className={styles.list} aria-label={t`Endereços do site`}>
          {sites.map((site) => (
            <li
              key={site.href}
              className={site.current ? `${styles.item} ${styles.current}` : styles.item}
              aria-current={site.current ? 'true' : undefined}
            >
              <a className={styles.link} href={site.href} rel="noopener" dir="ltr">
                {site.address}
              </a>
              {site.current ? (
                <span className={styles.here}>
                  <Icon name="check" size="inline" />
                  <Trans>Você está aqui</Trans>
                </span>
              ) : null}
              {copiedHref === site.href ? (
                <span className={styles.copied} role="status">
                  <Trans>Copiado</Trans>
                </span>
              ) : null}
              <Button size="small" tone="secondary" onClick={() => onCopy(site)}>
                <Icon name="copy" size="inline" /> <Trans>Copiar</Trans>
                <span className={visuallyHidden}> {site.address}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
