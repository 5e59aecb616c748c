import type { Locator, Page } from '@playwright/test';
import { DEMO_QUIET, expect, sites, test, waitForApp } from './support/browser.ts';
import { logIn } from './support/journeys.ts';

// Issue 27 item 5 on the built site: each of the spec's named areas (§2 "Other named areas") is a page of its own,
// in Portuguese and in Arabic (right to left), with the content the demo gateway and the demo /config.json give.

interface Area {
  route: string;
  heading: { pt: string; ar: string };
  /** What the page shows once its content is in, in either language. */
  content: (main: Locator) => Promise<void>;
}

const areas: readonly Area[] = [
  {
    route: '/blog',
    heading: { pt: 'Blog', ar: 'المدونة' },
    content: async (main) => {
      await expect(main.getByRole('article')).toHaveCount(3);
      await expect(main.getByRole('article').first().getByRole('link')).toHaveAttribute('href', /^\/blog\/./);
    },
  },
  {
    route: '/news',
    heading: { pt: 'Notícias', ar: 'الأخبار' },
    content: async (main) => {
      await expect.poll(() => main.getByRole('article').count()).toBeGreaterThan(3);
      await expect(main.getByRole('article').first().locator('time')).toBeVisible();
    },
  },
  {
    route: '/about',
    heading: { pt: 'Sobre nós', ar: 'من نحن' },
    content: async (main) => {
      await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    },
  },
  {
    route: '/guide',
    heading: { pt: 'Guia do iniciante', ar: 'دليل المبتدئين' },
    content: async (main) => {
      await expect(main.getByRole('region', { name: 'Como depositar' })).toBeVisible();
    },
  },
  {
    route: '/red-envelope',
    heading: { pt: 'Envelope vermelho', ar: 'الظرف الأحمر' },
    content: async (main) => {
      await expect(main.getByRole('article', { name: 'Envelope vermelho da sorte' })).toBeVisible();
    },
  },
  {
    route: '/game-center',
    heading: { pt: 'Central de jogos', ar: 'مركز الألعاب' },
    content: async (main) => {
      await expect.poll(() => main.getByRole('link', { name: /.+/ }).count()).toBeGreaterThan(8);
      await expect(main.locator('a[href^="/live?vassalage="]').first()).toBeVisible();
    },
  },
  {
    route: '/winners',
    heading: { pt: 'Ganhadores', ar: 'الفائزون' },
    content: async (main) => {
      // The whole board: the header row and the gateway's 20 entries (§9 limit 20).
      await expect(main.getByRole('table').getByRole('row')).toHaveCount(21);
    },
  },
  {
    route: '/mirrors',
    heading: { pt: 'Sites espelho', ar: 'المواقع البديلة' },
    content: async (main) => {
      await expect.poll(() => main.getByRole('listitem').count()).toBeGreaterThan(1);
      await expect(main.getByText(/^(Você está aqui|أنت هنا)$/)).toBeVisible();
    },
  },
  {
    route: '/install',
    heading: { pt: 'Como instalar o app', ar: 'كيفية تثبيت التطبيق' },
    content: async (main) => {
      await expect(main.locator('a[href="/down"]')).toBeVisible();
    },
  },
];

async function visit(page: Page, route: string, lang?: 'ar') {
  await page.goto(`${sites.demo}${route}?${lang ? `lang=${lang}&` : ''}${DEMO_QUIET}`);
  await waitForApp(page);
}

test.describe('the named areas (§2 Other named areas), in Portuguese and in Arabic', () => {
  for (const area of areas) {
    test(`${area.route}: its page with its content, then right to left in Arabic`, async ({ pages }) => {
      const { page, problems } = await pages.newPage();
      await visit(page, area.route);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: area.heading.pt, exact: true })).toBeVisible({
        timeout: 20_000,
      });
      await area.content(main);

      await visit(page, area.route, 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(main.getByRole('heading', { level: 1, name: area.heading.ar, exact: true })).toBeVisible({
        timeout: 20_000,
      });
      await area.content(main);
      // Nothing failed. (The demo's announcements carry hostile HTML on purpose: the sanitiser's parsing of it may be
      // reported by the CSP, which is hostile-html.e2e.ts's to check.)
      expect(problems.errors.filter((error) => /pageerror/.test(error))).toEqual([]);
    });
  }

  test('the footer leads to them, and a blog article opens with its own title', async ({ pages }) => {
    const { page } = await pages.newPage();
    await visit(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const name of [
      'Sobre nós',
      'Notícias',
      'Blog',
      'Ganhadores',
      'Envelope vermelho',
      'Central de jogos',
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Guia do iniciante', 'Como instalar o app', 'Sites espelho']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await footer.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const first = page.getByRole('main').getByRole('article').first();
    const title = (await first.getByRole('heading').first().textContent())?.trim() ?? '';
    expect(title.length).toBeGreaterThan(5);
    await first.getByRole('link').first().click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Sorte`);
  });

  test('a visitor is asked to log in before claiming a red envelope; a player claims it and sees the prize', async ({
    pages,
  }) => {
    const { page } = await pages.newPage();
    await visit(page, '/red-envelope');
    const envelope = page.getByRole('main').getByRole('article', { name: 'Envelope vermelho da sorte' });
    await envelope.getByRole('button', { name: 'Resgatar' }).click();
    await logIn(page);
    await envelope.getByRole('button', { name: 'Resgatar' }).click();
    const result = page.getByRole('dialog');
    await expect(result).toContainText('8,88');
  });
});
