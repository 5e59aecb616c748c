import { BlogArticle } from '@sorte/ui';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { markdownToHtml } from '../../features/operatorContent/index.ts';
import * as styles from '../home/HomeRoute.css.ts';
import { useOperatorBlog } from './useOperatorBlog.ts';

/**
 * §2 Blog, one article (issue 27 item 5): its title as the page's heading (and the head's title, seo/routeHead.ts),
 * its Markdown rendered and then sanitised by SafeHtml; an unknown slug says so, with the way back to /blog.
 */
export function BlogArticleRoute() {
  const slug = decodeURIComponent(useLocation().pathname.split('/').pop() ?? '');
  const { articles, blogHref, renderLink } = useOperatorBlog();
  const article = articles.find((candidate) => candidate.slug === slug) ?? null;
  const body = article?.body ?? null;
  const html = useMemo(() => (body === null ? '' : markdownToHtml(body)), [body]);
  return (
    <div className={styles.page}>
      <BlogArticle
        article={article ? { title: article.title, date: article.date, image: article.image, html } : null}
        blogHref={blogHref}
        renderLink={renderLink}
      />
    </div>
  );
}
