import type { Page } from '@playwright/test';
import { publicRoutes } from '../app/src/seo/publicRoutes.ts';
import { DEMO_QUIET, expect, sites, test, waitForApp } from './support/browser.ts';

// Issue 27 item 2 on the built site: every public route has its own title, description, canonical address, hreflang
// alternates and Open Graph tags; private pages say noindex. The demo config names no public address: these visits
// lay `publicUrl` over the served /config.json.
const PUBLIC_URL = 'https://sorte.example.com';

const titles: Record<string, string> = {
  '/': 'Sorte: loterias, jogos ao vivo, esportes e cassino',
  '/elott': 'Loteria eletrônica · Sorte',
  '/lott': 'Loteria · Sorte',
  '/sports': 'Esportes · Sorte',
  '/esports': 'E-sports · Sorte',
  '/live': 'Cassino ao vivo · Sorte',
  '/fish': 'Pescaria · Sorte',
  '/rng': 'Cassino · Sorte',
  '/pvp': 'PVP · Sorte',
  '/rng?vassalage=BGS': 'Jogos da casa · Sorte',
  '/?tab=COCKFIGHT': 'Rinha de galo · Sorte',
  '/promotions': 'Promoções · Sorte',
  '/help': 'Central de ajuda · Sorte',
  '/responsible-gaming': 'Jogo responsável · Sorte',
  '/down': 'Baixar o app · Sorte',
  '/feedback': 'Sua opinião · Sorte',
  '/blog': 'Blog · Sorte',
  '/news': 'Notícias · Sorte',
  '/about': 'Sobre nós · Sorte',
  '/guide': 'Guia do iniciante · Sorte',
  '/red-envelope': 'Envelope vermelho · Sorte',
  '/game-center': 'Central de jogos · Sorte',
  '/winners': 'Ganhadores · Sorte',
  '/mirrors': 'Sites espelho · Sorte',
  '/install': 'Como instalar o app · Sorte',
  '/agent': 'Centro do agente · Sorte',
};

/** The demo site with `publicUrl` in its /config.json. */
async function withPublicUrl(page: Page) {
  await page.context().route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), publicUrl: PUBLIC_URL } });
  });
}

/** Opens `route` (quiet: no public popups) and waits for the head manager's title. */
async function open(page: Page, route: string, title: string) {
  await page.goto(`${sites.demo}${route}${route.includes('?') ? '&' : '?'}${DEMO_QUIET}`);
  await waitForApp(page);
  await expect(page).toHaveTitle(title);
}

function readHead(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string, attribute: string) =>
      [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));
    return {
      titles: document.head.querySelectorAll('title').length,
      description: all('meta[name="description"]', 'content'),
      robots: all('meta[name="robots"]', 'content'),
      canonical: all('link[rel="canonical"]', 'href'),
      hreflang: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
      ),
      ogTitle: all('meta[property="og:title"]', 'content'),
      ogDescription: all('meta[property="og:description"]', 'content'),
      ogUrl: all('meta[property="og:url"]', 'content'),
      ogType: all('meta[property="og:type"]', 'content'),
      ogImage: all('meta[property="og:image"]', 'content'),
      ogLocale: all('meta[property="og:locale"]', 'content'),
      twitterTitle: all('meta[name="twitter:title"]', 'content'),
      twitterCard: all('meta[name="twitter:card"]', 'content'),
    };
  });
}

test.describe('findable and shareable: the head of every public route', () => {
  test('the route list is the sitemap’s', () => {
    expect(Object.keys(titles)).toEqual(publicRoutes);
  });

  const descriptions = new Map<string, string>();
  for (const route of publicRoutes) {
    test(`${route}: its title, description, canonical, hreflang and Open Graph tags`, async ({ pages }) => {
      const { page } = await pages.newPage();
      await withPublicUrl(page);
      const title = titles[route]!;
      await open(page, route, title);
      // Home's title is index.html's own: wait for the head manager (it follows the first paint) to add the links.
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);

      const head = await readHead(page);
      const canonical = `${PUBLIC_URL}${route}`;
      const english = new URL(canonical);
      english.searchParams.set('lang', 'en');
      expect(head).toMatchObject({
        titles: 1,
        robots: [],
        canonical: [canonical],
        hreflang: [`pt-BR ${canonical}`, `en ${english.href}`, `x-default ${canonical}`],
        ogTitle: [title],
        ogUrl: [canonical],
        ogType: ['website'],
        ogImage: ['/icons/og-image.png'],
        ogLocale: ['pt_BR'],
        twitterTitle: [title],
        twitterCard: ['summary_large_image'],
      });
      expect(head.description).toHaveLength(1);
      expect(head.ogDescription).toEqual(head.description);
      expect(head.description[0]!.length).toBeGreaterThan(50);
      descriptions.set(route, head.description[0]!);
      // Each page describes itself: no two routes visited so far share a description.
      expect(new Set(descriptions.values()).size).toBe(descriptions.size);
    });
  }
});

test.describe('findable and shareable: language, private pages, no public address', () => {
  test('?lang=en gives the English page, its own canonical address and og:locale, and follows navigation', async ({
    pages,
  }) => {
    const { page } = await pages.newPage();
    await withPublicUrl(page);
    await open(page, '/promotions?lang=en', 'Promotions · Sorte');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await readHead(page)).toMatchObject({
      canonical: [`${PUBLIC_URL}/promotions?lang=en`],
      ogLocale: ['en_US'],
    });

    await page.getByRole('contentinfo').getByRole('link', { name: 'Responsible gaming' }).first().click();
    await expect(page).toHaveTitle('Responsible gaming · Sorte');
    expect(await readHead(page)).toMatchObject({
      titles: 1,
      canonical: [`${PUBLIC_URL}/responsible-gaming?lang=en`],
      robots: [],
    });
  });

  for (const [route, title] of [
    ['/login', 'Entrar · Sorte'],
    ['/register', 'Cadastrar · Sorte'],
    // A visitor is sent to the login popup: the member centre is never indexed either way.
    ['/member', 'Entrar · Sorte'],
    ['/seamless?gameCode=1', 'Jogo · Sorte'],
  ] as const) {
    test(`${route} is noindex`, async ({ pages }) => {
      const { page } = await pages.newPage();
      await withPublicUrl(page);
      await page.goto(`${sites.demo}${route}`);
      await expect(page).toHaveTitle(title, { timeout: 20_000 });
      expect((await readHead(page)).robots).toEqual(['noindex']);
    });
  }

  test('without publicUrl (the demo config) no page names a canonical or alternate address', async ({
    pages,
  }) => {
    const { page } = await pages.newPage();
    await open(page, '/live', 'Cassino ao vivo · Sorte');
    expect(await readHead(page)).toMatchObject({ titles: 1, canonical: [], hreflang: [], ogUrl: [] });
  });

  test('robots.txt keeps the member and agent centres out of search', async ({ request }) => {
    const robots = await (await request.get(`${sites.demo}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/member$/m);
    expect(robots).toMatch(/^Disallow: \/agentHome$/m);
  });
});
