import { useBlogArticles } from '../../features/operatorContent/index.ts';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { blogPath } from '../../namedAreaPaths.ts';
import { helpPath } from '../../paths.ts';

/** The blog's articles as the list shows them, and the links both blog pages need. */
export function useOperatorBlog() {
  const articles = useBlogArticles();
  return {
    articles,
    list: articles.map((article) => ({ ...article, href: blogPath(article.slug) })),
    renderLink: renderRouterLink,
    blogHref: blogPath(),
    helpHref: helpPath(),
  };
}
