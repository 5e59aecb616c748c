import {
  ABOUT_TOPIC_KEYS,
  type BlogArticle,
  blogArticles,
  GUIDE_TOPIC_KEYS,
  getLanguage,
  localizedText,
  namedPageContent,
  namedPageTopics,
  resourceAllowed,
} from '@sorte/domain';
import type { HelpTopic } from '@sorte/gateway';
import type { ContentPageSection } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { readBlogConfig, readNamedPageConfig, warnContentProblems } from '../../config/contentConfig.ts';
import { failureKind } from '../../lib/errors/index.ts';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { requiredConfigAtom } from '../../state/configAtoms.ts';
import { languageAtom } from '../../state/preferenceAtoms.ts';
import { helpCentreQuery } from '../content/index.ts';
import { markdownToHtml } from './markdown.ts';

const useLanguageTag = () => getLanguage(useAtomValue(languageAtom)).tag;

/**
 * The blog's articles in the player's language, newest first (config `blog`); an image that fails the config's
 * `imageHosts` (as any image) is dropped, the article kept.
 */
export function useBlogArticles(): BlogArticle[] {
  const config = useAtomValue(requiredConfigAtom);
  const tag = useLanguageTag();
  const read = readBlogConfig(config.blog);
  useEffect(() => warnContentProblems(read.problems), [read.problems]);
  return useMemo(() => {
    const images = { origin: window.location.origin, allowedHosts: config.imageHosts };
    return blogArticles(read.value, tag).map((article) => ({
      ...article,
      image: article.image !== null && resourceAllowed(article.image, images) ? article.image : null,
    }));
  }, [read.value, tag, config.imageHosts]);
}

export type NamedPage = 'about' | 'beginnerGuide';

export interface NamedPageState {
  status: 'loading' | 'error' | 'ready';
  sections: ContentPageSection[];
  failure?: ReturnType<typeof failureKind>;
  retry: () => void;
}

/**
 * About Us or the Beginner guide (issue 27 item 5): the help centre topics that fit (gateway README "Named pages"),
 * else the operator's Markdown (config `about.markdown` / `beginnerGuide.markdown`), else nothing. The Markdown
 * also stands in when the help centre cannot be read; a page whose `helpTopics` is `[]` never waits for it.
 */
export function useNamedPage(page: NamedPage): NamedPageState {
  const config = useAtomValue(requiredConfigAtom);
  const tag = useLanguageTag();
  const about = readNamedPageConfig(config.about, 'about');
  const guide = readNamedPageConfig(config.beginnerGuide, 'beginnerGuide');
  useEffect(() => warnContentProblems([...about.problems, ...guide.problems]));
  const keys = {
    about: about.value.helpTopics ?? ABOUT_TOPIC_KEYS,
    guide: guide.value.helpTopics ?? GUIDE_TOPIC_KEYS,
  };
  const own = page === 'about' ? about.value : guide.value;
  const usesTopics = (page === 'about' ? keys.about : keys.guide).length > 0;
  const topics = useQuery({ ...helpCentreQuery(useAtomValue(lobbyCallsAtom)), enabled: usesTopics });
  const markdown = localizedText(own.markdown, tag);
  const markdownHtml = useMemo(() => (markdown.trim() ? markdownToHtml(markdown) : ''), [markdown]);
  const retry = () => void topics.refetch();

  const fromTopics = (list: readonly HelpTopic[]): ContentPageSection[] => {
    const chosen = namedPageTopics(list, keys);
    const pageTopics = page === 'about' ? (chosen.about ? [chosen.about] : []) : chosen.guide;
    const content = namedPageContent(pageTopics, markdown);
    if (content.kind === 'topics')
      return content.topics.map(({ id, title, content: html }) => ({ id, title, html }));
    return content.kind === 'markdown' ? [{ id: 'content', html: markdownHtml }] : [];
  };
  const markdownSections: ContentPageSection[] = markdownHtml ? [{ id: 'content', html: markdownHtml }] : [];

  if (!usesTopics) return { status: 'ready', sections: markdownSections, retry };
  if (topics.isSuccess) return { status: 'ready', sections: fromTopics(topics.data), retry };
  if (topics.isError)
    return markdownSections.length > 0
      ? { status: 'ready', sections: markdownSections, retry }
      : { status: 'error', sections: [], failure: failureKind(topics.error), retry };
  return { status: 'loading', sections: [], retry };
}
