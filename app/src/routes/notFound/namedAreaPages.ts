import { type ComponentType, lazy } from 'react';
import { namedAreaPaths } from '../../namedAreaPaths.ts';

const load = <Module>(module: Promise<Module>, name: keyof Module) =>
  module.then((loaded) => ({ default: loaded[name] as ComponentType }));

/** The page of each named area (§2 Other named areas, issue 27 item 5): one chunk each, loaded when visited. */
const pages: Record<string, ComponentType> = {
  [namedAreaPaths.blog.path]: lazy(() => load(import('../blog/BlogRoute.tsx'), 'BlogRoute')),
  [namedAreaPaths.news.path]: lazy(() => load(import('../news/NewsRoute.tsx'), 'NewsRoute')),
  [namedAreaPaths.about.path]: lazy(() => load(import('../about/AboutRoute.tsx'), 'AboutRoute')),
  [namedAreaPaths.beginnerGuide.path]: lazy(() =>
    load(import('../guide/BeginnerGuideRoute.tsx'), 'BeginnerGuideRoute'),
  ),
  [namedAreaPaths.redEnvelope.path]: lazy(() =>
    load(import('../redEnvelope/RedEnvelopeRoute.tsx'), 'RedEnvelopeRoute'),
  ),
  [namedAreaPaths.gameCenter.path]: lazy(() =>
    load(import('../gameCenter/GameCenterRoute.tsx'), 'GameCenterRoute'),
  ),
  [namedAreaPaths.winners.path]: lazy(() => load(import('../winners/WinnersRoute.tsx'), 'WinnersRoute')),
  [namedAreaPaths.mirrors.path]: lazy(() => load(import('../mirrors/MirrorsRoute.tsx'), 'MirrorsRoute')),
  [namedAreaPaths.installGuide.path]: lazy(() =>
    load(import('../install/InstallGuideRoute.tsx'), 'InstallGuideRoute'),
  ),
};

const BlogArticle = lazy(() => load(import('../blog/BlogArticleRoute.tsx'), 'BlogArticleRoute'));
const ARTICLE = new RegExp(`^${namedAreaPaths.blog.path}/([^/]+)$`);

/** The named area's page at `pathname` (a blog article reads its slug from the path); null when it is none of them. */
export function namedAreaPage(pathname: string): { Page: ComponentType } | null {
  const page = pages[pathname] ?? (ARTICLE.test(pathname) ? BlogArticle : null);
  return page ? { Page: page } : null;
}
