import { Trans, useLingui } from '@lingui/react/macro';
import { announcementTime } from '@sorte/domain';
import { useId } from 'react';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { type RenderShellLink, renderPlainLink } from '../../layout/ShellLink/index.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as page from '../areaPage.css.ts';
import { SafeHtml } from '../SafeHtml/index.ts';
import * as styles from './NewsPage.css.ts';

export interface NewsItem {
  id: string | number;
  title: string;
  /** HTML from the gateway, rendered only through SafeHtml. */
  content: string;
  timestamp?: number | string | null;
  /** Where the announcement's go-to-promotion leads (it has a promotionType); no link when absent. */
  promotionHref?: string | null;
}

export interface NewsPageProps {
  /** In the order to show (the domain's `newsOrder`: newest first). */
  items: readonly NewsItem[];
  status: LoadStatus;
  /** How the load failed (status 'error'): its spec §8 text is shown with a retry. */
  failure?: FailureKind;
  onRetry?: () => void;
  /** The app's router link for the go-to-promotion links. */
  renderLink?: RenderShellLink;
}

/** §2 News: every announcement with its date in the player's language and its sanitised content. */
export function NewsPage({ items, status, failure, onRetry, renderLink = renderPlainLink }: NewsPageProps) {
  const { t, i18n } = useLingui();
  const baseId = useId();
  return (
    <div className={page.root}>
      <h1 className={page.title}>
        <Trans>Notícias</Trans>
      </h1>
      {status === 'loading' ? (
        <p className={page.loading} role="status">
          <Spinner size="small" /> <Trans>Carregando notícias…</Trans>
        </p>
      ) : status === 'error' ? (
        <GridNotice
          kind="error"
          message={t`Não foi possível carregar as notícias.`}
          failure={failure}
          onRetry={onRetry}
        />
      ) : items.length === 0 ? (
        <GridNotice kind="empty" message={t`Ainda não há notícias.`} />
      ) : (
        <ul className={styles.list}>
          {items.map((item) => {
            const time = announcementTime(item.timestamp);
            const titleId = `${baseId}-${item.id}`;
            return (
              <li key={item.id}>
                <article className={styles.article} aria-labelledby={titleId}>
                  <h2 id={titleId} className={styles.articleTitle}>
                    {item.title}
                  </h2>
                  {time === null ? null : (
                    <time className={styles.date} dateTime={new Date(time).toISOString()}>
                      <bdi>{i18n.date(new Date(time), { dateStyle: 'long' })}</bdi>
                    </time>
                  )}
                  <SafeHtml html={item.content} />
                  {item.promotionHref
                    ? renderLink(
                        { id: `promotion-${item.id}`, label: t`Ver promoção`, href: item.promotionHref },
                        {
                          href: item.promotionHref,
                          className: styles.promotionLink,
                          children: (
                            <>
                              <Trans>Ver promoção</Trans>
                              <span className={visuallyHidden}>: {item.title}</span>
                            </>
                          ),
                        },
                      )
                    : null}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
