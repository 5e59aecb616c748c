import { BLOG_SLUG_PATTERN, type BlogArticleEntry, type LocalizedText } from '@sorte/domain/operator-content';
import * as v from 'valibot';

/**
 * The operator content of `/config.json` (issue 27 item 5), read by the pages that show it rather than at start:
 * a broken article costs that article, never the site, and the first load carries none of these schemas. The
 * shapes:
 *
 * ```json
 * "blog": [{ "slug": "como-depositar", "title": { "pt-BR": "Como depositar", "en": "How to deposit" },
 *            "date": "2026-11-20", "summary": "…", "image": "https://img.cdn.example/a.jpg",
 *            "body": { "pt-BR": "Markdown…", "en": "Markdown…" } }],
 * "about": { "helpTopics": ["quem-somos"], "markdown": { "pt-BR": "…", "en": "…" } },
 * "beginnerGuide": { "helpTopics": ["guia", "deposit"], "markdown": "…" }
 * ```
 *
 * Every text is a string (all languages) or a map of BCP 47 tags; a slug is lower-case words joined by hyphens; a
 * date is ISO 8601 (`2026-11-20` or with a time); an image shows only when it passes `imageHosts`. `helpTopics`
 * replaces the default keys of the help topics that make the page (`[]`: never a help topic, always the Markdown).
 */
const localizedText = v.union([
  v.pipe(v.string(), v.nonEmpty()),
  v.pipe(
    v.record(v.string(), v.string()),
    v.check((texts) => Object.keys(texts).length > 0, 'at least one language'),
  ),
]);

const isoDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/, 'an ISO 8601 date'),
  v.check((date) => !Number.isNaN(Date.parse(date)), 'a real date'),
);

const articleSchema = v.object({
  slug: v.pipe(v.string(), v.regex(BLOG_SLUG_PATTERN, 'lower-case words joined by hyphens')),
  title: localizedText,
  date: isoDate,
  summary: v.optional(localizedText),
  image: v.optional(v.pipe(v.string(), v.nonEmpty())),
  body: localizedText,
});

const namedPageSchema = v.object({
  helpTopics: v.optional(v.array(v.pipe(v.string(), v.nonEmpty()))),
  markdown: v.optional(localizedText),
});

export interface NamedPageConfig {
  /** Replaces the default keys of the help topics that make the page. */
  helpTopics?: readonly string[];
  markdown?: LocalizedText;
}

export interface ContentRead<T> {
  value: T;
  /** What was left out and why, for the console and the build's log. */
  problems: readonly string[];
}

const issuesOf = (issues: readonly v.BaseIssue<unknown>[]) =>
  issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');

const blogReads = new WeakMap<object, ContentRead<BlogArticleEntry[]>>();

/** `/config.json` `blog`: the articles that read, each broken one named in `problems` and left out. */
export function readBlogConfig(raw: unknown): ContentRead<BlogArticleEntry[]> {
  if (raw === undefined || raw === null) return { value: [], problems: [] };
  if (!Array.isArray(raw)) return { value: [], problems: ['blog: a list of articles'] };
  const known = blogReads.get(raw);
  if (known) return known;
  const value: BlogArticleEntry[] = [];
  const problems: string[] = [];
  raw.forEach((item, index) => {
    const parsed = v.safeParse(articleSchema, item);
    if (parsed.success) value.push(parsed.output);
    else problems.push(`blog.${index}: ${issuesOf(parsed.issues)}`);
  });
  const read = { value, problems };
  blogReads.set(raw, read);
  return read;
}

/** `/config.json` `about` or `beginnerGuide`; a broken one reads as absent, named in `problems`. */
export function readNamedPageConfig(raw: unknown, key: string): ContentRead<NamedPageConfig> {
  if (raw === undefined || raw === null) return { value: {}, problems: [] };
  const parsed = v.safeParse(namedPageSchema, raw);
  return parsed.success
    ? { value: parsed.output, problems: [] }
    : { value: {}, problems: [`${key}: ${issuesOf(parsed.issues)}`] };
}

const warned = new Set<string>();

/** Says once in the console what the operator's content lost (the page shows the rest). */
export function warnContentProblems(problems: readonly string[]) {
  for (const problem of problems) {
    if (warned.has(problem)) continue;
    warned.add(problem);
    console.warn(`/config.json: left out ${problem}`);
  }
}
