import { INHOUSE_VENDOR, LOBBY_PARAM_KEYS } from '@sorte/domain/constants';
import { readBlogConfig } from '../config/contentConfig.ts';
import { blogPath, namedAreaPaths } from '../namedAreaPaths.ts';
import { categoryPath, paths } from '../paths.ts';

/**
 * The routes a search engine may index and `sitemap.xml` lists (issue 27 item 2): pages a visitor sees without an
 * account. Cockfight and in-house have no route of their own (§2): their home lobby tab and `/rng` vendor are listed.
 * Kept apart from paths.ts (which the entry carries) and free of React: the build's sitemap plugin imports it.
 */
export const publicRoutes: readonly string[] = [
  paths.home.path,
  ...paths.centres,
  categoryPath({ centre: 'rng', vassalage: INHOUSE_VENDOR }),
  categoryPath({ lobbyTab: 'COCKFIGHT' }),
  paths.promotions.path,
  paths.help.path,
  paths.responsibleGaming.path,
  paths.download.path,
  paths.feedback.path,
  namedAreaPaths.blog.path,
  namedAreaPaths.news.path,
  namedAreaPaths.about.path,
  namedAreaPaths.beginnerGuide.path,
  namedAreaPaths.redEnvelope.path,
  namedAreaPaths.gameCenter.path,
  namedAreaPaths.winners.path,
  namedAreaPaths.mirrors.path,
  namedAreaPaths.installGuide.path,
  paths.agent.path,
];

/** The blog's articles (config `blog`, those that read), each a public route of its own (issue 27 item 5). */
export function blogArticleRoutes(blog: unknown): { routes: string[]; problems: readonly string[] } {
  const read = readBlogConfig(blog);
  return {
    routes: [...new Set(read.value.map((article) => blogPath(article.slug)))],
    problems: read.problems,
  };
}

/**
 * The address a page is indexed under: its path, with the lobby's tab or the centre's vendor only where that makes
 * one of the public routes (`/rng?vassalage=BGS`); any other query (filters, search, paging, `lang`) is dropped.
 */
export function canonicalRoute(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  for (const key of [LOBBY_PARAM_KEYS.tab, LOBBY_PARAM_KEYS.vendor]) {
    const value = query.get(key);
    const route = value === null ? null : `${pathname}?${key}=${encodeURIComponent(value)}`;
    if (route !== null && publicRoutes.includes(route)) return route;
  }
  return pathname;
}

/** `https://example.com` + `/rng?vassalage=BGS`, with `lang` added when given (`?lang=en`). */
export function absoluteUrl(publicUrl: string, route: string, lang?: string): string {
  const url = new URL(route, publicUrl);
  if (lang) url.searchParams.set('lang', lang);
  return url.href;
}
