import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parsePoEntries } from '../scripts/po.mjs';
import { expect, sites, test } from './support/browser.ts';
import { logIn } from './support/journeys.ts';

// Issue 27 item 1: the PWA's worker (live mode only) serves the offline page in the player's language when a page
// load fails for lack of network, and stores nothing of the gateway's, the config's or the player's balance.

/** The Arabic catalog's translation of a site text (the offline page reads the same catalogs). */
function arabic(text: string): string {
  const entries = parsePoEntries(readFileSync('locales/ar/messages.po', 'utf8')) as {
    msgid: string;
    msgstr: string;
  }[];
  const translation = entries.find((entry) => entry.msgid === text)?.msgstr;
  if (!translation) throw new Error(`locales/ar/messages.po has no translation of "${text}"`);
  return translation;
}

/** Waits until the page's worker is registered and active (it takes over page loads from the next one on). */
async function workerActivated(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active as ServiceWorker;
    if (worker.state !== 'activated')
      await new Promise((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(null)),
      );
    return worker.scriptURL;
  });
}

/** Every URL the worker's caches hold. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
}

test('offline after a first visit: the offline page in Portuguese, then in Arabic right to left, never a balance', async ({
  pages,
}) => {
  const { page, problems } = await pages.newPage();
  await page.goto(`${sites.live}/`);
  expect(await workerActivated(page)).toBe(`${sites.live}/sw.js`);

  // Logged in, the header shows the balance: none of it may reach the cache or the offline page.
  await page.goto(`${sites.live}/login?redirect=%2F`);
  await logIn(page);
  await expect(page.getByRole('banner').getByText(/R\$/)).toBeVisible();
  await page.goto(`${sites.live}/promotions`);
  await expect(page.getByRole('main')).toBeVisible();

  const context = page.context();
  await context.setOffline(true);
  await page.goto(`${sites.live}/promotions`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sem conexão com a internet');
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'pt-BR',
    'ltr',
  ]);
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/R\$|jogador01|Saldo/);

  // Back online, the player switches the site to Arabic; offline again, the offline page follows.
  await context.setOffline(false);
  await page.goto(`${sites.live}/`);
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await context.setOffline(true);
  await page.goto(`${sites.live}/live`);
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'ar',
    'rtl',
  ]);
  await expect(page.getByRole('button', { name: arabic('Tentar novamente') })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/R\$|jogador01/);

  const cached = await cachedUrls(page);
  expect(cached.length).toBeGreaterThan(5);
  expect(
    cached.filter(
      (url) => !url.startsWith(`${sites.live}/assets/`) && !/\/offline\.(html|css|js)$/.test(url),
    ),
  ).toEqual([]);
  await context.setOffline(false);
  expect(problems.errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error))).toEqual(
    [],
  );
});
