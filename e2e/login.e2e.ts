import type { Page } from '@playwright/test';
import { readCaptchaCode } from '../packages/mocks/src/captcha.ts';
import { DEMO_QUIET, expect, resetLiveGateway, sites, test, waitForApp } from './support/browser.ts';

const modes = [
  { mode: 'demo', url: () => `${sites.demo}/?${DEMO_QUIET}` },
  { mode: 'live', url: () => sites.live },
] as const;

const loginDialog = (page: Page) => page.getByRole('dialog', { name: /entrar|log in/i });

async function openLogin(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(entrar|log in)$/i })
    .click();
  await loginDialog(page).waitFor();
}

async function submitLogin(page: Page, username: string, password: string) {
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: /nome de usuário|username/i }).fill(username);
  await dialog.getByLabel(/^(senha|password)/i).fill(password);
  await dialog.getByRole('button', { name: /^(entrar|log in)$/i }).click();
}

async function resetGateway(mode: string) {
  if (mode === 'live') await resetLiveGateway();
}

for (const { mode, url } of modes) {
  test.describe(`login journey on the built site (${mode} mode)`, () => {
    test.beforeEach(() => resetGateway(mode));

    test('serves the security headers of the quality bar', async () => {
      const response = await fetch(url());
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("require-trusted-types-for 'script'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      // The runtime config is never cached (a deploy can point the site at another gateway at once).
      const config = await fetch(new URL('/config.json', url()));
      expect(config.headers.get('cache-control')).toBe('no-store');
    });

    test('home settles with no Content-Security-Policy violation, on a phone in dark and on a desktop', async ({
      pages,
    }) => {
      // Issue 23 defect 10: a refused inline event handler on every home load. Waits for the banner's images and
      // the lobby's late requests, where a handler or an inline style would be refused.
      for (const options of [
        { viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const },
        { viewport: { width: 1366, height: 768 } },
      ]) {
        const { page, problems } = await pages.newPage(options);
        await page.goto(url());
        await waitForApp(page);
        await page.waitForLoadState('networkidle');
        expect(
          problems.errors.filter((error) => /CSP violation|Refused to|Trusted Type/i.test(error)),
        ).toEqual([]);
      }
    });

    test('reads the runtime config once, from the preload that index.html starts with the page', async ({
      pages,
    }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url());
      await waitForApp(page);
      const configRequests = problems.requests.filter(
        (request) => new URL(request).pathname === '/config.json',
      );
      expect(configRequests).toHaveLength(1);
      expect(problems.errors).toEqual([]);
    });

    test('logs in, shows member info, stays logged in after a reload, and logs out', async ({ pages }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url());
      await waitForApp(page);
      await openLogin(page);
      await submitLogin(page, 'jogador01', 'Sorte2026');
      await loginDialog(page).waitFor({ state: 'hidden' });
      const header = page.getByRole('banner');
      await expect.poll(() => header.getByText('Ana Souza').count()).toBeGreaterThan(0);
      await expect.poll(() => header.getByText(/1[.\s ]?523,75/).count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
      expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe('jogador01');

      await page.reload();
      await waitForApp(page);
      await expect.poll(() => page.getByRole('banner').getByText('Ana Souza').count()).toBeGreaterThan(0);

      await page
        .getByRole('banner')
        .getByRole('button', { name: /ana souza/i })
        .click();
      await page.getByRole('button', { name: /^(sair|log out)$/i }).click();
      const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: /sair|log out/i }));
      await confirm.getByRole('button', { name: /^(sair|log out)$/i }).click();
      await expect
        .poll(() =>
          page
            .getByRole('banner')
            .getByRole('button', { name: /^(entrar|log in)$/i })
            .count(),
        )
        .toBe(1);
      expect(new URL(page.url()).pathname).toBe('/');
      const keys = await page.evaluate(() =>
        Object.keys(sessionStorage).filter((key) => !key.startsWith('sorte.')),
      );
      expect(keys).toEqual(['merchantCode']);
      expect(problems.errors).toEqual([]);
      if (mode === 'live') {
        expect(problems.requests.filter((request) => /mockServiceWorker|mocks/.test(request))).toEqual([]);
      }
    });

    test('brings the captcha after three wrong passwords, and accepts the right one', async ({ pages }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url());
      await waitForApp(page);
      await openLogin(page);
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await submitLogin(page, 'agente1', 'wrong-password');
        await expect.poll(() => loginDialog(page).getByRole('alert').count()).toBeGreaterThan(0);
      }
      const captchaImage = loginDialog(page).getByRole('img', { name: /captcha|código de verificação/i });
      await captchaImage.waitFor();
      await expect
        .poll(async () => readCaptchaCode((await captchaImage.getAttribute('src')) ?? ''))
        .toMatch(/^\d{4}$/);
      const code = readCaptchaCode((await captchaImage.getAttribute('src')) ?? '') ?? '';
      await loginDialog(page)
        .getByRole('textbox', { name: /captcha|código de verificação/i })
        .fill(code);
      await submitLogin(page, 'agente1', 'Sorte2026');
      await loginDialog(page).waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByRole('banner').getByText('Carlos Lima').count()).toBeGreaterThan(0);
      expect(problems.errors.filter((error) => !/401|400|Failed to load resource/.test(error))).toEqual([]);
    });
  });
}

test.describe('login by keyboard only (demo mode)', () => {
  test('reaches the login form, submits with Enter and closes with Escape', async ({ pages }) => {
    const { page } = await pages.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${sites.demo}/?${DEMO_QUIET}`);
    await waitForApp(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(entrar|log in)$/i })
      .focus();
    await page.keyboard.press('Enter');
    await loginDialog(page).waitFor();
    await page.keyboard.press('Escape');
    await loginDialog(page).waitFor({ state: 'hidden' });
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(entrar|log in)$/i })
      .focus();
    await page.keyboard.press('Enter');
    await loginDialog(page).waitFor();
    await page.keyboard.type('jogador01');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sorte2026');
    await page.keyboard.press('Enter');
    await loginDialog(page).waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByText('Ana Souza').count()).toBeGreaterThan(0);
  });
});

test.describe('login journey in English and in Arabic (right-to-left), dark theme, on a phone (demo mode)', () => {
  const phone = { width: 390, height: 844 };

  // The right-to-left languages have their own catalogs: the Arabic page reads Arabic, never English.
  const labels = {
    EN: { logIn: /^log in$/i, username: /username/i, password: /^password/i },
    AR: { logIn: /^تسجيل الدخول$/, username: /^اسم المستخدم/, password: /^كلمة المرور/ },
  };
  for (const [code, lang, dir] of [
    ['EN', 'en', 'ltr'],
    ['AR', 'ar', 'rtl'],
  ] as const) {
    test(`?lang=${code} sets lang and dir, and the journey works in that language`, async ({ pages }) => {
      const label = labels[code];
      const { page, problems } = await pages.newPage({ viewport: phone, colorScheme: 'dark' });
      await page.goto(`${sites.demo}/?lang=${code}&${DEMO_QUIET}`);
      await waitForApp(page);
      expect(
        await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual([expect.stringMatching(new RegExp(`^${lang}`)), dir]);
      // The dark theme follows the system preference when the visitor made no choice: light text on dark.
      const text = await page.evaluate(
        () => getComputedStyle(document.querySelector('main') as Element).color,
      );
      const channels = (text.match(/\d+/g) ?? []).slice(0, 3).map(Number);
      expect(channels.reduce((sum, channel) => sum + channel, 0)).toBeGreaterThan(500);

      await page.getByRole('banner').getByRole('button', { name: label.logIn }).click();
      const dialog = page.getByRole('dialog', { name: label.logIn });
      await dialog.getByRole('textbox', { name: label.username }).fill('jogador01');
      await dialog.getByLabel(label.password).fill('Sorte2026');
      await dialog.getByRole('button', { name: label.logIn }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByRole('banner').getByText('Ana Souza').count()).toBeGreaterThan(0);
      expect(problems.errors).toEqual([]);
    });
  }
});
