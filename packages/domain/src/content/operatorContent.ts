/**
 * Operator content of the §2 named areas (issue 27 item 5): the Blog's articles and the About Us and Beginner guide
 * pages, written by the operator in `/config.json` or chosen from the help centre's topics. Pure rules: which text
 * a language reads, which articles are listed and in what order, which help topics make which page.
 */

/** Operator text in one language (`"texto"`) or several (`{ "pt-BR": "texto", "en": "text" }`, BCP 47 tags). */
export type LocalizedText = string | Readonly<Record<string, string>>;

/** The site's default language (§1), read when the player's own is not written. */
const DEFAULT_TAG = 'pt-br';

const primary = (tag: string) => tag.toLowerCase().split('-')[0] ?? '';

/**
 * The text for a language tag (`pt-BR`, `en`, `ar`): the tag's own, else another of its language (`pt` or `pt-PT`
 * for `pt-BR`, `en-GB` for `en`), else Portuguese (Brazil), else the first written; '' when there is none.
 */
export function localizedText(text: LocalizedText | null | undefined, tag: string): string {
  if (typeof text === 'string') return text;
  if (text == null) return '';
  const entries = Object.entries(text).filter(
    ([, value]) => typeof value === 'string' && value.trim() !== '',
  );
  const wanted = tag.toLowerCase();
  const find = (test: (key: string) => boolean) => entries.find(([key]) => test(key.toLowerCase()))?.[1];
  return (
    find((key) => key === wanted) ??
    find((key) => primary(key) === primary(wanted)) ??
    find((key) => key === DEFAULT_TAG) ??
    find((key) => primary(key) === primary(DEFAULT_TAG)) ??
    entries[0]?.[1] ??
    ''
  );
}

/** A blog article's address word: lower-case letters and digits in hyphen-joined words (`como-depositar`). */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An article as the operator writes it in `/config.json` `blog`. */
export interface BlogArticleEntry {
  slug: string;
  title: LocalizedText;
  /** ISO 8601: `2026-11-20` or `2026-11-20T09:30:00-03:00`. */
  date: string;
  summary?: LocalizedText;
  /** An image address, shown only when it passes the config's `imageHosts` (as every image). */
  image?: string;
  /** Markdown. */
  body: LocalizedText;
}

/** An article in one language. */
export interface BlogArticle {
  slug: string;
  title: string;
  date: string;
  summary: string | null;
  image: string | null;
  /** Markdown, rendered and sanitised by the app. */
  body: string;
}

const timeOf = (date: string) => {
  const time = Date.parse(date);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

function articleIn(entry: BlogArticleEntry, tag: string): BlogArticle | null {
  const title = localizedText(entry.title, tag).trim();
  if (title === '') return null;
  const summary = localizedText(entry.summary, tag).trim();
  return {
    slug: entry.slug,
    title,
    date: entry.date,
    summary: summary === '' ? null : summary,
    image: entry.image?.trim() || null,
    body: localizedText(entry.body, tag),
  };
}

/**
 * The blog's list in a language: newest first (articles of the same moment keep the config's order), each slug once
 * (the first written wins), an article without a title in any language left out.
 */
export function blogArticles(entries: readonly BlogArticleEntry[], tag: string): BlogArticle[] {
  const seen = new Set<string>();
  const articles: BlogArticle[] = [];
  for (const entry of entries) {
    if (seen.has(entry.slug)) continue;
    seen.add(entry.slug);
    const article = articleIn(entry, tag);
    if (article) articles.push(article);
  }
  return articles.sort((a, b) => timeOf(b.date) - timeOf(a.date));
}

/** The article at `/blog/<slug>` in a language, or null (an unknown slug). */
export function findBlogArticle(
  entries: readonly BlogArticleEntry[],
  slug: string | undefined,
  tag: string,
): BlogArticle | null {
  return blogArticles(entries, tag).find((article) => article.slug === slug) ?? null;
}

/** The words a topic's id or title is matched by: lower case, accents dropped, other characters as hyphens. */
export function topicWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Reading (issue 27 item 5): the help topic that is "About Us" names one of these at the start of a word of its id
 * or title (`aboutUs`, `sobre-nos`, "Quem somos"); overridable in `/config.json` `about.helpTopics`.
 */
export const ABOUT_TOPIC_KEYS = [
  'about',
  'sobre',
  'quem-somos',
  'company',
  'empresa',
  'institucional',
] as const;

/**
 * Reading (issue 27 item 5): the help topics of the Beginner guide: first steps, sign-up, deposit, withdrawal and
 * how to play, matched like the about keys; overridable in `/config.json` `beginnerGuide.helpTopics`.
 */
export const GUIDE_TOPIC_KEYS = [
  'guide',
  'guia',
  'beginner',
  'novice',
  'newbie',
  'iniciante',
  'tutorial',
  'faq',
  'how-to',
  'como',
  'primeiros-passos',
  'register',
  'cadastr',
  'deposit',
  'withdraw',
  'saque',
  'sacar',
] as const;

export interface TopicLike {
  id: string;
  title: string;
}

const wordsMatch = (text: string, keys: readonly string[]) => {
  const words = `-${topicWords(text)}`;
  return keys.some((key) => {
    const word = topicWords(key);
    return word !== '' && words.includes(`-${word}`);
  });
};

/**
 * Which help topics make About Us and the Beginner guide: about is the first topic whose id matches a key, else the
 * first whose title does; the guide is every other topic whose id or title matches one of its keys, in the help
 * centre's order.
 */
export function namedPageTopics<Topic extends TopicLike>(
  topics: readonly Topic[],
  keys: { about: readonly string[]; guide: readonly string[] },
): { about: Topic | null; guide: Topic[] } {
  const about =
    topics.find((topic) => wordsMatch(topic.id, keys.about)) ??
    topics.find((topic) => wordsMatch(topic.title, keys.about)) ??
    null;
  const guide = topics.filter(
    (topic) => topic !== about && (wordsMatch(topic.id, keys.guide) || wordsMatch(topic.title, keys.guide)),
  );
  return { about, guide };
}

/** What a named page shows: its help topics, else the operator's Markdown, else that there is nothing yet. */
export type NamedPageContent<Topic> =
  | { kind: 'topics'; topics: readonly Topic[] }
  | { kind: 'markdown'; markdown: string }
  | { kind: 'none' };

export function namedPageContent<Topic>(
  topics: readonly Topic[],
  markdown: string | null | undefined,
): NamedPageContent<Topic> {
  if (topics.length > 0) return { kind: 'topics', topics };
  if (markdown && markdown.trim() !== '') return { kind: 'markdown', markdown };
  return { kind: 'none' };
}

/** The platforms the install tutorials are written for (issue 27 item 5). */
export const INSTALL_PLATFORMS = ['ios', 'android', 'desktop'] as const;
export type InstallPlatform = (typeof INSTALL_PLATFORMS)[number];

/** The install tutorials in reading order: the player's own platform first, the others in their usual order. */
export function installTutorialOrder(own: InstallPlatform): InstallPlatform[] {
  return [own, ...INSTALL_PLATFORMS.filter((platform) => platform !== own)];
}
