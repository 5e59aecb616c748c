import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '../../components/Icon/index.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { type RenderShellLink, ShellLink } from '../../layout/ShellLink/index.ts';
import { SafeHtml } from '../SafeHtml/index.ts';
import * as styles from './Blog.css.ts';
import { formatBlogDate } from './formatBlogDate.ts';

/** An article in the player's language, its Markdown already turned into HTML (sanitised here, by SafeHtml). */
export interface BlogArticleContent {
  title: string;
  date: string;
  image: string | null;
  /** Never trusted: rendered only through SafeHtml. */
  html: string;
}

export interface BlogArticleProps {
  /** null: no article at this address (the not-found message with a way back). */
  article: BlogArticleContent | null;
  blogHref: string;
  renderLink?: RenderShellLink;
}

/** The /blog/<slug> page body: the article's title as the page's heading, its day, image and text. */
export function BlogArticle({ article, blogHref, renderLink }: BlogArticleProps) {
  const { t, i18n } = useLingui();
  const back = (
    <ShellLink
      item={{ id: 'blog', label: t`Todos os artigos`, href: blogHref }}
      renderLink={renderLink}
      className={styles.back}
    >
      <Icon name="arrowBack" size="inline" />
      {t`Todos os artigos`}
    </ShellLink>
  );
  if (article === null)
    return (
      <div className={styles.root}>
        <h1 className={styles.title}>
          <Trans>Artigo não encontrado</Trans>
        </h1>
        <div className={styles.empty}>
          <p className={styles.emptyText}>
            <Trans>Este artigo não existe ou foi retirado do blog.</Trans>
          </p>
          {back}
        </div>
      </div>
    );
  return (
    <article className={styles.root} aria-labelledby="blog-article-title">
      {back}
      <header className={styles.header}>
        <h1 id="blog-article-title" className={styles.title} dir="auto">
          {article.title}
        </h1>
        <time className={styles.date} dateTime={article.date}>
          {formatBlogDate(article.date, formatLocaleOf(i18n))}
        </time>
      </header>
      {article.image ? (
        <img className={styles.heroImage} src={article.image} alt="" decoding="async" />
      ) : null}
      <div className={styles.body}>
        <SafeHtml html={article.html} />
      </div>
    </article>
  );
}
