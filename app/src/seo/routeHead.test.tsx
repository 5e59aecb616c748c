import { i18n } from '@lingui/core';
import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { changeLanguageAtom } from '../i18n/changeLanguage.ts';
import { activateLanguage } from '../i18n/i18n.ts';
import { renderApp, simulatedGatewayForFile } from '../test/renderApp.tsx';
import { routeHead } from './routeHead.ts';

// Issue 27 item 2: every page's title, description, robots, canonical and hreflang, in the active language.
const mock = simulatedGatewayForFile();
const PUBLIC_URL = 'https://sorte.example.com';
const HOME_TITLE = 'Sorte: loterias, jogos ao vivo, esportes e cassino';

beforeAll(async () => {
  await activateLanguage('PT-BR');
});
afterAll(async () => {
  await activateLanguage('PT-BR');
});

const head = (selector: string, attribute: string) =>
  [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));

/** What a crawler reads in the head, once the head manager has loaded. */
function readHead() {
  return {
    title: document.title,
    titles: document.head.querySelectorAll('title').length,
    description: head('meta[name="description"]', 'content'),
    robots: head('meta[name="robots"]', 'content'),
    canonical: head('link[rel="canonical"]', 'href'),
    hreflang: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    ),
    ogTitle: head('meta[property="og:title"]', 'content'),
    ogUrl: head('meta[property="og:url"]', 'content'),
    ogLocale: head('meta[property="og:locale"]', 'content'),
    ogLocaleAlternates: head('meta[property="og:locale:alternate"]', 'content'),
    twitterTitle: head('meta[name="twitter:title"]', 'content'),
  };
}

async function headOf(title: string | RegExp) {
  await waitFor(() => expect(document.title).toMatch(title), { timeout: 5000 });
  return readHead();
}

describe('routeHead: the kind of each route', () => {
  const of = (url: string) => {
    const { pathname, search } = new URL(url, PUBLIC_URL);
    return routeHead(i18n, { pathname, search }, { language: 'PT-BR', publicUrl: PUBLIC_URL });
  };

  it.each([
    ['/', HOME_TITLE],
    ['/home', HOME_TITLE],
    ['/lott', 'Loteria · Sorte'],
    ['/elott', 'Loteria eletrônica · Sorte'],
    ['/live', 'Cassino ao vivo · Sorte'],
    ['/sports', 'Esportes · Sorte'],
    ['/esports', 'E-sports · Sorte'],
    ['/fish', 'Pescaria · Sorte'],
    ['/rng', 'Cassino · Sorte'],
    ['/pvp', 'PVP · Sorte'],
    ['/rng?vassalage=BGS', 'Jogos da casa · Sorte'],
    ['/?tab=COCKFIGHT', 'Rinha de galo · Sorte'],
    ['/promotions', 'Promoções · Sorte'],
    ['/help', 'Central de ajuda · Sorte'],
    ['/responsible-gaming', 'Jogo responsável · Sorte'],
    ['/down', 'Baixar o app · Sorte'],
    ['/agent', 'Centro do agente · Sorte'],
    ['/lottery', 'Loteria · Sorte'],
    ['/seaLottery', 'Loteria · Sorte'],
  ])('%s is indexed as “%s”, with a description of its own', (url, title) => {
    expect(of(url)).toMatchObject({ title, indexed: true });
    expect(of(url).description.length).toBeGreaterThan(50);
  });

  it("index.html's own tags, which serve until the head manager has loaded, are home's in Portuguese", () => {
    // Read as text: a parsed document would fetch the icons and the config it links.
    const staticTag = (tag: string) =>
      new RegExp(`<${tag}[^>]*\\bcontent="([^"]*)"[^>]*data-static-head`).exec(indexHtml)?.[1];
    expect(/<title data-static-head>([^<]*)<\/title>/.exec(indexHtml)?.[1]).toBe(of('/').title);
    expect(staticTag('meta name="description"')).toBe(of('/').description);
    expect(staticTag('meta property="og:title"')).toBe(of('/').title);
    expect(staticTag('meta property="og:description"')).toBe(of('/').description);
    expect(staticTag('meta name="twitter:title"')).toBe(of('/').title);
  });

  it('the centres describe themselves apart', () => {
    const descriptions = ['/lott', '/live', '/fish', '/rng?vassalage=BGS'].map((url) => of(url).description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it.each([
    '/login',
    '/register',
    '/member',
    '/member/deposit',
    '/vip',
    '/favorite',
    '/agentHome',
    '/agentHome/team',
    '/seamless',
    '/lottert',
    '/vnlottery',
    '/sealottery',
    '/self-excluded',
    '/no-such-page',
  ])('%s is noindex', (url) => {
    expect(of(url).indexed).toBe(false);
  });

  it('keeps in the canonical address only the query that makes a public page', () => {
    expect(of('/rng?vassalage=BGS&name=gate&page=2').urls?.canonical).toBe(`${PUBLIC_URL}/rng?vassalage=BGS`);
    expect(of('/rng?vassalage=PG').urls?.canonical).toBe(`${PUBLIC_URL}/rng`);
    expect(of('/?tab=HOT&lang=en').urls?.canonical).toBe(`${PUBLIC_URL}/`);
  });
});

describe('the head manager on the page', () => {
  it('replaces the static tags of index.html, and without publicUrl names no canonical or hreflang address', async () => {
    const staticTitle = document.createElement('title');
    staticTitle.dataset.staticHead = '';
    staticTitle.textContent = 'Sorte';
    document.head.append(staticTitle);

    await renderApp(mock, { url: '/live' });
    const tags = await headOf('Cassino ao vivo · Sorte');

    expect(staticTitle.isConnected).toBe(false);
    expect(tags).toMatchObject({
      titles: 1,
      robots: [],
      canonical: [],
      hreflang: [],
      ogUrl: [],
      ogTitle: ['Cassino ao vivo · Sorte'],
      twitterTitle: ['Cassino ao vivo · Sorte'],
      ogLocale: ['pt_BR'],
      ogLocaleAlternates: ['en_US'],
    });
    expect(tags.description).toEqual([expect.stringContaining('Cassino ao vivo na Sorte')]);
  });

  it('names the canonical address and the pt-BR, en and x-default alternates on publicUrl, and follows navigation', async () => {
    const { router } = await renderApp(mock, { url: '/promotions', config: { publicUrl: PUBLIC_URL } });
    expect(await headOf('Promoções · Sorte')).toMatchObject({
      canonical: [`${PUBLIC_URL}/promotions`],
      ogUrl: [`${PUBLIC_URL}/promotions`],
      hreflang: [
        `pt-BR ${PUBLIC_URL}/promotions`,
        `en ${PUBLIC_URL}/promotions?lang=en`,
        `x-default ${PUBLIC_URL}/promotions`,
      ],
      robots: [],
    });

    await router.navigate('/rng?vassalage=BGS');
    expect(await headOf('Jogos da casa · Sorte')).toMatchObject({
      canonical: [`${PUBLIC_URL}/rng?vassalage=BGS`],
      titles: 1,
    });

    await router.navigate('/login');
    expect(await headOf('Entrar · Sorte')).toMatchObject({ robots: ['noindex'], titles: 1 });

    await router.navigate('/seamless?gameCode=1');
    expect(await headOf('Jogo · Sorte')).toMatchObject({ robots: ['noindex'] });

    await router.navigate('/help');
    expect(await headOf('Central de ajuda · Sorte')).toMatchObject({ robots: [] });
  });

  it('shares a promotion opened by its hash under its own title', async () => {
    await renderApp(mock, { url: '/promotions#1002', config: { publicUrl: PUBLIC_URL } });
    expect(await headOf('Giros grátis do fim de semana · Sorte')).toMatchObject({
      canonical: [`${PUBLIC_URL}/promotions`],
      ogTitle: ['Giros grátis do fim de semana · Sorte'],
    });
  });

  it('speaks the active language: English texts, its canonical address and og:locale', async () => {
    const { store } = await renderApp(mock, { url: '/promotions', config: { publicUrl: PUBLIC_URL } });
    await headOf('Promoções · Sorte');

    await act(() => store.set(changeLanguageAtom, 'EN'));

    expect(await headOf('Promotions · Sorte')).toMatchObject({
      canonical: [`${PUBLIC_URL}/promotions?lang=en`],
      ogLocale: ['en_US'],
      ogLocaleAlternates: ['pt_BR'],
      hreflang: [
        `pt-BR ${PUBLIC_URL}/promotions`,
        `en ${PUBLIC_URL}/promotions?lang=en`,
        `x-default ${PUBLIC_URL}/promotions`,
      ],
    });
    await act(() => store.set(changeLanguageAtom, 'PT-BR'));
  });
});
