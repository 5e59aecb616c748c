import { HOSTILE_HTML } from '@sorte/mocks/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import demoConfig from '../../../public/config.json';
import { readBlogConfig, readNamedPageConfig } from '../../config/contentConfig.ts';
import { renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';
import { markdownToHtml } from './markdown.ts';

// Issue 27 item 5: the Blog, About Us and the Beginner guide from /config.json and the help centre.
const mock = simulatedGatewayForFile();

const HOSTILE_MARKDOWN = `# Promoção de hoje\n\n[um link](javascript:alert(1))\n\n${HOSTILE_HTML.onerror}`;

const article = (slug: string, date: string, body: string) => ({
  slug,
  date,
  title: { 'pt-BR': `Artigo ${slug}`, en: `Article ${slug}` },
  summary: `Resumo de ${slug}`,
  body,
});

describe('config blog, about and beginnerGuide', () => {
  it("the demo config's articles, about text and shapes read without a problem", () => {
    const blog = readBlogConfig(demoConfig.blog);
    expect(blog.problems).toEqual([]);
    expect(blog.value.map((entry) => entry.slug)).toHaveLength(3);
    expect(readNamedPageConfig(demoConfig.about, 'about')).toEqual({
      value: demoConfig.about,
      problems: [],
    });
  });

  it('a broken article is left out and named; the others stay', () => {
    const blog = readBlogConfig([
      article('boa', '2026-11-01', 'ok'),
      { ...article('Slug Ruim', '2026-11-01', 'x') },
      { ...article('sem-data', '20/11/2026', 'x') },
      { slug: 'sem-corpo', title: 'Sem corpo', date: '2026-11-01' },
    ]);
    expect(blog.value.map((entry) => entry.slug)).toEqual(['boa']);
    expect(blog.problems).toEqual([
      expect.stringMatching(/^blog\.1: slug:/),
      expect.stringMatching(/^blog\.2: date:/),
      expect.stringMatching(/^blog\.3: body:/),
    ]);
    expect(readBlogConfig({ not: 'a list' })).toEqual({ value: [], problems: ['blog: a list of articles'] });
  });
});

// happy-dom's DOM lets DOMPurify through unchanged (scripts and on* attributes survive it there), so what the
// sanitiser makes of hostile Markdown is checked in Chromium: the Screens/Blog story HostileMarkdown, with a
// property over any Markdown.
describe('operator Markdown as HTML', () => {
  it('the text’s headings sit under the page’s title: its highest is an h2; raw HTML is left for the sanitiser', () => {
    const html = markdownToHtml('# Um\n\n### Três\n\n<b onclick="x">negrito</b>');
    expect(html).toContain('<h2>Um</h2>');
    expect(html).toContain('<h4>Três</h4>');
    expect(html).not.toContain('<h1>');
    expect(html).toContain('onclick');
    expect(markdownToHtml('## Dois\n\n### Três')).toMatch(/<h2>Dois<\/h2>\s*<h3>Três<\/h3>/);
    expect(markdownToHtml('Só texto')).toBe('<p>Só texto</p>\n');
  });
});

describe('/blog and /blog/<slug>', () => {
  const blog = [
    article('mais-antigo', '2026-09-01', 'Antigo.'),
    article('mais-novo', '2026-11-20', HOSTILE_MARKDOWN),
    article('do-meio', '2026-10-15T22:00:00-03:00', 'Meio.'),
  ];

  it('lists the articles newest first, each with its day in the player’s locale', async () => {
    await renderApp(mock, { url: '/blog', config: { blog } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    const titles = main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Artigo mais-novo', 'Artigo do-meio', 'Artigo mais-antigo']);
    expect(screen.getByRole('link', { name: 'Artigo mais-novo' })).toHaveAttribute('href', '/blog/mais-novo');
    expect(screen.getByText('15 de outubro de 2026')).toHaveAttribute(
      'datetime',
      '2026-10-15T22:00:00-03:00',
    );
  });

  it('an article: its title as the page’s only h1 and in the head, indexed', async () => {
    await renderApp(mock, { url: '/blog/mais-novo', config: { blog } });
    await screen.findByRole('heading', { level: 1, name: 'Artigo mais-novo' });
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Artigo mais-novo · Sorte'), { timeout: 5000 });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Resumo de mais-novo',
    );
  });

  it('an unknown slug says so, links back to /blog and is not indexed', async () => {
    const view = await renderApp(mock, { url: '/blog/nao-existe', config: { blog } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Artigo não encontrado' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Artigo não encontrado · Sorte'), { timeout: 5000 });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await view.user.click(screen.getByRole('link', { name: 'Todos os artigos' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/blog'));
  });

  it('an image off the config’s image hosts is dropped, the article kept', async () => {
    await renderApp(mock, {
      url: '/blog',
      config: {
        imageHosts: ['img.cdn.example'],
        blog: [
          { ...article('a', '2026-11-02', 'x'), image: 'https://img.cdn.example/a.jpg' },
          { ...article('b', '2026-11-01', 'x'), image: 'https://other.example/b.jpg' },
        ],
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    const images = [...document.querySelectorAll('main img')].map((image) => image.getAttribute('src'));
    expect(images).toEqual(['https://img.cdn.example/a.jpg']);
  });
});

describe('/about and /guide', () => {
  it('about: no help topic fits (the simulated gateway has terms and deposit), so the config’s Markdown', async () => {
    await renderApp(mock, { url: '/about', config: { about: demoConfig.about } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre nós' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    await waitFor(() => expect(main.getByText(/Nossos compromissos/)).toBeInTheDocument());
  });

  it('about: neither a topic nor Markdown, so it says there is nothing yet and points to the help centre', async () => {
    await renderApp(mock, { url: '/about' });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('Ainda não há conteúdo aqui.')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Ir para a central de ajuda' })).toHaveAttribute('href', '/help');
  });

  it('about: the operator’s keys choose the topic; the guide takes the how-to topics by default', async () => {
    await renderApp(mock, { url: '/about', config: { about: { helpTopics: ['term'] } } });
    expect(await screen.findByRole('region', { name: 'Termos e condições' })).toBeInTheDocument();
  });

  it('guide: “Como depositar” from the help centre (a how-to topic), never the terms', async () => {
    await renderApp(mock, { url: '/guide' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Guia do iniciante' })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Como depositar' });
    await waitFor(() => expect(region).toHaveTextContent('Use PIX'));
    expect(screen.queryByRole('region', { name: 'Termos e condições' })).toBeNull();
  });
});
