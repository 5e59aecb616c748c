import { useLingui } from '@lingui/react';
import { type AnyLanguageCode, findBlogArticle, getLanguage, promotionIdFromHash } from '@sorte/domain';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { readBlogConfig } from '../config/contentConfig.ts';
import { promotionsQuery } from '../features/promotions/index.ts';
import { lobbyCallsAtom } from '../lib/lobbyGateway.ts';
import { namedAreaPaths } from '../namedAreaPaths.ts';
import { paths } from '../paths.ts';
import { requiredConfigAtom } from '../state/configAtoms.ts';
import { languageAtom } from '../state/preferenceAtoms.ts';
import { sessionTokenAtom } from '../state/sessionAtoms.ts';
import { type BlogArticleHead, routeHead } from './routeHead.ts';

/** The tags of index.html this component takes over: `/`'s, right until it has loaded. */
const STATIC_HEAD = 'head > [data-static-head]';

/**
 * The page's head tags in the active language (issue 27 item 2): React 19 hoists them into `<head>` and swaps them
 * on every navigation and language change. Loaded after the first paint; until then index.html's tags stand.
 */
export function RouteHead() {
  const { i18n } = useLingui();
  const location = useLocation();
  const language = useAtomValue(languageAtom);
  const { publicUrl } = useAtomValue(requiredConfigAtom);
  const head = routeHead(i18n, location, {
    language,
    publicUrl,
    promotionTitle: usePromotionTitle(location.pathname, location.hash),
    blogArticle: useBlogArticleHead(location.pathname, language),
  });

  useLayoutEffect(() => {
    for (const element of document.querySelectorAll(STATIC_HEAD)) element.remove();
  }, []);

  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.indexed ? null : <meta name="robots" content="noindex" />}
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:locale" content={head.ogLocale} />
      {head.ogLocaleAlternates.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
      <meta name="twitter:title" content={head.title} />
      {head.urls ? (
        <>
          <link rel="canonical" href={head.urls.canonical} />
          <meta property="og:url" content={head.urls.canonical} />
          {head.urls.alternates.map(({ hrefLang, href }) => (
            <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
          ))}
        </>
      ) : null}
    </>
  );
}

/** A promotion opened by its hash (`/promotions#12`) is shared under its own title: the page's list has it. */
function usePromotionTitle(pathname: string, hash: string): string | null {
  const id = pathname === paths.promotions.path ? promotionIdFromHash(hash) : null;
  const promotions = useQuery({
    ...promotionsQuery(useAtomValue(lobbyCallsAtom), useAtomValue(sessionTokenAtom)),
    enabled: id !== null,
  });
  return promotions.data?.find((promotion) => String(promotion.id) === id)?.title ?? null;
}

/** An article at `/blog/<slug>` is shared under its own title (config `blog`, read as its page reads it). */
function useBlogArticleHead(pathname: string, language: AnyLanguageCode): BlogArticleHead | null {
  const { blog } = useAtomValue(requiredConfigAtom);
  const prefix = `${namedAreaPaths.blog.path}/`;
  if (!pathname.startsWith(prefix)) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return null;
  }
  return findBlogArticle(readBlogConfig(blog).value, slug, getLanguage(language).tag);
}
