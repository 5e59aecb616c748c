import type { Page } from '@playwright/test';
import { DEMO_QUIET, expect, resetLiveGateway, sites, test, waitForApp } from './support/browser.ts';

// Lobby journeys on the built site, in demo mode (simulated gateway in the browser) and in live mode (the
// local HTTP gateway). Scenario switches: demo through `mock.*` query keys, live through /__mock/scenario.
const modes = [
  {
    mode: 'demo',
    open: (page: Page, path: string, query = '') => {
      const url = new URL(path, sites.demo);
      for (const pair of [DEMO_QUIET, query].filter(Boolean)) {
        const [key = '', value = ''] = pair.split('=');
        url.searchParams.set(key, value);
      }
      return page.goto(url.href);
    },
    reset: async (_scenario?: Record<string, unknown>) => undefined,
  },
  {
    mode: 'live',
    open: (page: Page, path: string) => page.goto(`${sites.live}${path}`),
    reset: (scenario?: Record<string, unknown>) => resetLiveGateway(scenario),
  },
] as const;

async function logIn(page: Page, username: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(entrar|log in)$/i })
    .click();
  const dialog = page.getByRole('dialog', { name: /entrar|log in/i });
  await dialog.getByRole('textbox', { name: /nome de usuário|username/i }).fill(username);
  await dialog.getByLabel(/^(senha|password)/i).fill('Sorte2026');
  await dialog.getByRole('button', { name: /^(entrar|log in)$/i }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Polls wait for the built site on a busy 2-core machine. */
const SETTLE = { timeout: 10_000 };

const firstCard = (page: Page) => page.getByRole('main').getByRole('article').first();
const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

for (const { mode, open, reset } of modes) {
  test.describe(`player site journeys (${mode} mode)`, () => {
    test.beforeEach(() => reset());

    test('browses categories, searches, paginates, and goes back and forward through the lobby', async ({
      pages,
    }) => {
      const { page, problems } = await pages.newPage();
      await open(page, '/');
      await waitForApp(page);
      await page
        .getByRole('navigation', { name: /navegação principal/i })
        .getByRole('link', { name: /^cassino$/i })
        .click();
      await expect.poll(() => new URL(page.url()).pathname, SETTLE).toBe('/rng');
      await expect.poll(() => page.getByRole('main').getByRole('article').count(), SETTLE).toBe(18);
      const firstPageFirst = await firstCard(page).textContent();

      await page
        .getByRole('navigation', { name: /paginação/i })
        .getByRole('link', { name: /página 2$/i })
        .click();
      await expect.poll(() => path(page), SETTLE).toMatch(/page=2/);
      // The old page stays on screen (dimmed) until the new one arrives.
      await expect.poll(() => firstCard(page).textContent(), SETTLE).not.toBe(firstPageFirst);
      const secondPageFirst = await firstCard(page).textContent();
      await page.goBack();
      await expect.poll(() => path(page), SETTLE).not.toMatch(/page=2/);
      await page.goForward();
      await expect.poll(() => path(page), SETTLE).toMatch(/page=2/);
      await expect.poll(() => firstCard(page).textContent(), SETTLE).toBe(secondPageFirst);

      const search = page.getByRole('searchbox').or(page.getByRole('textbox', { name: /buscar jogo/i }));
      await search.fill('  fortuna  ');
      await search.press('Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('name'), SETTLE).toBe('fortuna');
      await expect.poll(() => page.getByRole('main').getByRole('article').count(), SETTLE).toBeGreaterThan(0);
      const names = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
      expect(names.every((name) => /fortuna/i.test(name))).toBe(true);
      expect(problems.errors).toEqual([]);
    });

    test('favourites a game and takes it back, one toggle per second', async ({ pages }) => {
      const { page } = await pages.newPage();
      await open(page, '/rng');
      await waitForApp(page);
      await logIn(page, 'jogador01');
      const heart = firstCard(page).getByRole('button', { name: /favorito/i });
      const before = await heart.getAttribute('aria-pressed');
      await heart.click();
      await expect
        .poll(() => heart.getAttribute('aria-pressed'), SETTLE)
        .toBe(before === 'true' ? 'false' : 'true');
      await page.waitForTimeout(1100); // one toggle per second per game (spec §5)
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed'), SETTLE).toBe(before);
    });

    test('rolls a failed favourite back and says so', async ({ pages }) => {
      const { page } = await pages.newPage();
      page.setDefaultTimeout(10_000);
      await reset({ failures: { addFavourite: 'server-error' } });
      await open(page, '/rng', 'mock.fail.addFavourite=server-error');
      await waitForApp(page);
      await logIn(page, 'jogador01');
      await expect.poll(() => page.getByRole('main').getByRole('article').count(), SETTLE).toBeGreaterThan(0);
      const card = page
        .getByRole('main')
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: /favorito/i, pressed: false }) })
        .first();
      const name = await card.getByRole('heading').textContent();
      await card.getByRole('button', { name: /favorito/i }).click();
      await expect
        .poll(() => page.getByRole('alertdialog').or(page.getByRole('dialog')).count())
        .toBeGreaterThan(0);
      const heartOfThatCard = page
        .locator('main article', { hasText: name ?? '' })
        .first()
        .locator('button[aria-pressed]')
        .last();
      await expect.poll(() => heartOfThatCard.getAttribute('aria-pressed'), SETTLE).toBe('false');
    });

    test('launches a game for a member in a frame from the allowlisted game host', async ({ pages }) => {
      const { page } = await pages.newPage();
      await open(page, '/live');
      await waitForApp(page);
      await logIn(page, 'jogador01');
      await firstCard(page)
        .getByRole('button', { name: /jogar agora/i })
        .click();
      await expect.poll(() => new URL(page.url()).pathname, SETTLE).toBe('/seamless');
      const frame = page.locator('iframe');
      await expect
        .poll(() => frame.getAttribute('src'), SETTLE)
        .toMatch(/^https:\/\/play\.sorte\.example\/game\//);
      await expect
        .poll(() => page.getByRole('complementary', { name: /menu lateral/i }).count(), SETTLE)
        .toBe(0);
    });

    test('lets a visitor play a free trial, and tells a trial account it needs a real one', async ({
      pages,
    }) => {
      const { page } = await pages.newPage();
      await open(page, '/rng');
      await waitForApp(page);
      const trialCard = page
        .getByRole('main')
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: /teste grátis/i }) })
        .first();
      await trialCard.getByRole('button', { name: /teste grátis/i }).click();
      await expect.poll(() => path(page), SETTLE).toMatch(/^\/seamless\?.*mode=trial/);
      await expect.poll(() => page.locator('iframe').getAttribute('src'), SETTLE).toMatch(/mode=demo/);

      await open(page, '/rng');
      await waitForApp(page);
      await logIn(page, 'teste01');
      await firstCard(page)
        .getByRole('button', { name: /jogar agora/i })
        .click();
      const warning = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await expect.poll(() => warning.getByText(/conta real/i).count(), SETTLE).toBeGreaterThan(0);
      expect(new URL(page.url()).pathname).toBe('/rng');
    });

    test('opens the announcements from the header and a promotion by its hash', async ({ pages }) => {
      const { page } = await pages.newPage();
      await open(page, '/');
      await waitForApp(page);
      await page
        .getByRole('banner')
        .getByRole('button', { name: /avisos/i })
        .click();
      const announcements = page.getByRole('dialog', { name: /anúncios/i });
      await announcements.waitFor();
      await expect
        .poll(() =>
          announcements
            .getByRole('navigation', { name: /lista de anúncios/i })
            .getByRole('button')
            .count(),
        )
        .toBeGreaterThan(1);
      // Gateway HTML keeps no image or link of a host outside the config, CSP or not.
      await announcements.getByRole('button', { name: 'Aviso de segurança' }).click();
      const article = announcements.getByRole('article', { name: 'Aviso de segurança' });
      await article.getByText('Resgate seu prêmio').waitFor();
      expect(await article.locator('[src*="other.example"], [href*="other.example"]').count()).toBe(0);
      await page.keyboard.press('Escape');

      await open(page, '/promotions#1002');
      await waitForApp(page);
      const promotion = page.locator('#promotion-1002');
      await promotion.waitFor();
      await expect
        .poll(() =>
          promotion.getByRole('button', { name: /ocultar detalhes/i }).getAttribute('aria-expanded'),
        )
        .toBe('true');
    });
  });
}
