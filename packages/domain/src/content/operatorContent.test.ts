import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ABOUT_TOPIC_KEYS,
  type BlogArticleEntry,
  blogArticles,
  findBlogArticle,
  GUIDE_TOPIC_KEYS,
  INSTALL_PLATFORMS,
  installTutorialOrder,
  localizedText,
  namedPageContent,
  namedPageTopics,
} from './operatorContent.ts';

const keys = { about: ABOUT_TOPIC_KEYS, guide: GUIDE_TOPIC_KEYS };

describe('issue 27 item 5: operator text per language', () => {
  it.each([
    ['pt-BR', 'texto'],
    ['PT-br', 'texto'],
    ['pt-PT', 'texto'],
    ['en', 'text'],
    ['en-GB', 'text'],
    ['ar', 'texto'],
  ])('%s reads %s', (tag, expected) => {
    expect(localizedText({ 'pt-BR': 'texto', en: 'text' }, tag)).toBe(expected);
  });

  it('a plain string is every language; missing text is empty; a blank translation is not written', () => {
    expect(localizedText('só um', 'en')).toBe('só um');
    expect(localizedText(undefined, 'en')).toBe('');
    expect(localizedText({ en: '  ', 'pt-BR': 'texto' }, 'en')).toBe('texto');
    expect(localizedText({ es: 'texto es' }, 'en')).toBe('texto es');
  });

  it('any map yields one of its own non-blank values or empty', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), fc.string(), (text, tag) => {
        const read = localizedText(text, tag);
        expect(read === '' || Object.values(text).includes(read)).toBe(true);
      }),
    );
  });
});

const entry = (slug: string, date: string, extra: Partial<BlogArticleEntry> = {}): BlogArticleEntry => ({
  slug,
  date,
  title: { 'pt-BR': `Título ${slug}`, en: `Title ${slug}` },
  body: { 'pt-BR': `Corpo ${slug}`, en: `Body ${slug}` },
  ...extra,
});

describe('issue 27 item 5: the blog list and its articles', () => {
  it('newest first, whatever the form of the ISO date; same moment keeps the config order', () => {
    const list = blogArticles(
      [
        entry('a', '2026-10-01'),
        entry('b', '2026-11-20T09:30:00-03:00'),
        entry('c', '2026-11-20T12:30:00Z'),
        entry('d', '2026-11-05'),
      ],
      'pt-BR',
    );
    expect(list.map((article) => article.slug)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('each article in the language asked, with its summary and image or null', () => {
    const [article] = blogArticles(
      [entry('a', '2026-10-01', { summary: { en: 'Sum' }, image: ' /blog/a.svg ' })],
      'en',
    );
    expect(article).toEqual({
      slug: 'a',
      title: 'Title a',
      date: '2026-10-01',
      summary: 'Sum',
      image: '/blog/a.svg',
      body: 'Body a',
    });
    expect(blogArticles([entry('a', '2026-10-01')], 'pt-BR')[0]).toMatchObject({
      summary: null,
      image: null,
    });
  });

  it('a slug is listed once (the first wins); an article without a title is left out', () => {
    const list = blogArticles(
      [entry('a', '2026-10-01'), entry('a', '2026-12-01'), entry('b', '2026-10-02', { title: '' })],
      'pt-BR',
    );
    expect(list.map((article) => [article.slug, article.date])).toEqual([['a', '2026-10-01']]);
  });

  it('slug lookup: the article, or null for an unknown or missing slug', () => {
    const entries = [entry('como-depositar', '2026-10-01')];
    expect(findBlogArticle(entries, 'como-depositar', 'en')?.title).toBe('Title como-depositar');
    expect(findBlogArticle(entries, 'outro', 'en')).toBeNull();
    expect(findBlogArticle(entries, undefined, 'en')).toBeNull();
  });

  it('the list is a permutation of the distinct titled slugs, dates never increasing', () => {
    const arbEntry = fc.record({
      slug: fc.constantFrom('a', 'b', 'c', 'd'),
      date: fc
        .date({ min: new Date(0), max: new Date(4_000_000_000_000), noInvalidDate: true })
        .map((date) => date.toISOString()),
    });
    fc.assert(
      fc.property(fc.array(arbEntry), (raw) => {
        const list = blogArticles(
          raw.map(({ slug, date }) => entry(slug, date)),
          'pt-BR',
        );
        expect(new Set(list.map((article) => article.slug))).toEqual(new Set(raw.map((item) => item.slug)));
        for (let index = 1; index < list.length; index += 1)
          expect(Date.parse(list[index - 1]?.date ?? '')).toBeGreaterThanOrEqual(
            Date.parse(list[index]?.date ?? ''),
          );
      }),
    );
  });
});

const topic = (id: string, title: string) => ({ id, title });

describe('issue 27 item 5: About Us and the Beginner guide from the help centre topics', () => {
  it('about: an id match wins over an earlier title match; the guide takes the how-to topics in order', () => {
    const topics = [
      topic('term', 'Termos e condições'),
      topic('deposit', 'Como depositar'),
      topic('info', 'Sobre saques'),
      topic('aboutUs', 'A empresa'),
      topic('topic-5', 'Guia do iniciante'),
      topic('privacy', 'Privacidade'),
    ];
    const chosen = namedPageTopics(topics, keys);
    expect(chosen.about?.id).toBe('aboutUs');
    expect(chosen.guide.map((item) => item.id)).toEqual(['deposit', 'info', 'topic-5']);
  });

  it.each([
    ['sobre-nos', 'X'],
    ['x', 'Sobre nós'],
    ['x', 'Quem somos'],
    ['about_us', 'X'],
  ])('about reads id %s / title %s', (id, title) => {
    expect(namedPageTopics([topic(id, title)], keys).about?.id).toBe(id);
  });

  it('a key is matched at the start of a word of the id or title', () => {
    expect(namedPageTopics([topic('x', 'Rascunho')], keys)).toEqual({ about: null, guide: [] });
    expect(namedPageTopics([topic('x', 'Tudo sobre PIX')], keys).about?.id).toBe('x');
  });

  it('the about topic never also sits in the guide; the operator keys replace the defaults', () => {
    const topics = [topic('como-somos', 'Como somos'), topic('regras', 'Regras')];
    expect(namedPageTopics(topics, { about: ['como-somos'], guide: ['como', 'regras'] })).toEqual({
      about: topics[0],
      guide: [topics[1]],
    });
    expect(namedPageTopics(topics, { about: [], guide: [] })).toEqual({ about: null, guide: [] });
  });

  it('a page shows its topics, else the Markdown, else nothing', () => {
    expect(namedPageContent([topic('a', 'A')], '# md')).toEqual({
      kind: 'topics',
      topics: [topic('a', 'A')],
    });
    expect(namedPageContent([], '# md')).toEqual({ kind: 'markdown', markdown: '# md' });
    expect(namedPageContent([], '  \n')).toEqual({ kind: 'none' });
    expect(namedPageContent([], undefined)).toEqual({ kind: 'none' });
  });
});

describe('issue 27 item 5: the install tutorials, the player’s platform first', () => {
  it.each(INSTALL_PLATFORMS)('%s first, each platform once', (own) => {
    const order = installTutorialOrder(own);
    expect(order[0]).toBe(own);
    expect([...order].sort()).toEqual([...INSTALL_PLATFORMS].sort());
  });
});
