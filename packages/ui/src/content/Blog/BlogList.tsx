import { Trans, useLingui } from '@lingui/react/macro';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { type RenderShellLink, ShellLink } from '../../layout/ShellLink/index.ts';
import * as styles from './Blog.css.ts';
import { formatBlogDate } from './formatBlogDate.ts';

/** One article in the blog's list, already in the player's language. */
export interface BlogListItem {
  slug: string;
  title: string;
  /** ISO 8601; shown as the day, in the player's locale. */
  date: string;
  summary: string | null;
  /** An address the app has checked against the image hosts; null for none. */
  image: string | null;
  href: string;
}

export interface BlogListProps {
  /** Newest first (the app orders them). */
  articles: readonly BlogListItem[];
  /** Where "nothing yet" sends the player (the help centre). */
  helpHref: string;
  renderLink?: RenderShellLink;
}

/** The /blog page body: the operator's articles, newest first, each a link to its page. */
export function BlogList({ articles, helpHref, renderLink }: BlogListProps) {
  const { t, i18n } = useLingui();
  const locale = formatLocaleOf(i18n);
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>
        <Trans>Blog</Trans>
      </h1>
      {articles.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>
            <Trans>Ainda não há artigos no blog.</Trans>
          </p>
          <ShellLink
            item={{ id: 'help', label: t`Ir para a central de ajuda`, href: helpHref }}
            renderLink={renderLink}
            className={styles.back}
          />
        </div>
      ) : (
        <ul className={styles.list}>
          {articles.map((article) => (
            <li key={article.slug}>
              <article
                className={article.image ? `${styles.card} ${styles.cardWithImage}` : styles.card}
                aria-labelledby={`blog-${article.slug}`}
              >
                {article.image ? (
                  <img
                    className={styles.cardImage}
                    src={article.image}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <div className={styles.cardBody}>
                  <h2 id={`blog-${article.slug}`} className={styles.cardTitle}>
                    <ShellLink
                      item={{ id: article.slug, label: article.title, href: article.href }}
                      renderLink={renderLink}
                      className={styles.cardLink}
                    />
                  </h2>
                  <time className={styles.date} dateTime={article.date}>
                    {formatBlogDate(article.date, locale)}
                  </time>
                  {article.summary ? (
                    <p className={styles.summary} dir="auto">
                      {article.summary}
                    </p>
                  ) : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
