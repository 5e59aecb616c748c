import type { Locator, Page } from '@playwright/test';
import { DEMO_QUIET, expect, resetLiveGateway, sites, test, waitForApp } from './support/browser.ts';

// Issue 12: the member centre and the cashier, on the built site (demo: the simulated gateway in the page; live:
// the local HTTP gateway, its back office driven over HTTP).

const WITHDRAW_PASSWORD = '135790';

const modes = [
  {
    mode: 'demo',
    url: (path: string) => `${sites.demo}${path}${path.includes('?') ? '&' : '?'}${DEMO_QUIET}`,
  },
  { mode: 'live', url: (path: string) => `${sites.live}${path}` },
] as const;

async function logIn(page: Page, username = 'jogador01') {
  const dialog = page.getByRole('dialog', { name: /entrar|log in/i });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: /nome de usuário|username/i }).fill(username);
  await dialog.getByLabel(/^(senha|password)/i).fill('Sorte2026');
  await dialog.getByRole('button', { name: /^(entrar|log in)$/i }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const memberMenu = (page: Page) => page.getByRole('navigation', { name: /central do membro|member centre/i });
const banner = (page: Page) => page.getByRole('banner');

async function chooseVendorAndAmount(form: Locator, amount: string) {
  await form.getByRole('combobox', { name: /carteira de jogo/i }).selectOption('AOVIVO');
  await form.getByRole('textbox', { name: /^valor/i }).fill(amount);
}

for (const { mode, url } of modes) {
  test.describe(`member centre and cashier (${mode} mode)`, () => {
    test.beforeEach(async () => {
      if (mode === 'live') await resetLiveGateway();
    });

    test('a visitor asking for /member logs in and lands there; the dropdown opens it too', async ({
      pages,
    }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url('/member/transfer'));
      await logIn(page);
      await expect(memberMenu(page)).toBeVisible();
      await expect(page).toHaveURL(/\/member\/transfer/);
      await page.goto(url('/'));
      await waitForApp(page);
      await banner(page)
        .getByRole('button', { name: /ana souza/i })
        .click();
      await page.getByRole('link', { name: /^central do membro$/i }).click();
      await expect(memberMenu(page)).toBeVisible();
      await expect(page).toHaveURL(/\/member$/);
      expect(problems.errors).toEqual([]);
    });

    test('moves money to a vendor wallet and back, and the balances follow', async ({ pages }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url('/login?redirect=%2Fmember%2Ftransfer'));
      await logIn(page);
      const form = page.getByRole('form', { name: 'Transferência entre carteiras' });
      await expect(form.getByRole('option', { name: /ao vivo studio/i })).toHaveCount(1);
      await chooseVendorAndAmount(form, '100');
      await form.getByRole('button', { name: 'Transferir' }).click();
      await expect(page.getByText('Transferência concluída')).toBeVisible();
      await expect(banner(page)).toContainText('1.423,75');
      await page.getByRole('button', { name: 'Nova transferência' }).click();
      await form.getByRole('radio', { name: /do jogo para a principal/i }).check();
      await chooseVendorAndAmount(form, '100');
      await form.getByRole('button', { name: 'Transferir' }).click();
      await expect(page.getByText('Transferência concluída')).toBeVisible();
      await expect(banner(page)).toContainText('1.523,75');
      expect(problems.errors).toEqual([]);
    });

    test('transfers to the upline after confirming, with the withdraw password', async ({ pages }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url('/login?redirect=%2Fmember%2Ftransfer-upline'));
      await logIn(page);
      const form = page.getByRole('form', { name: 'Transferir para o superior' });
      await expect(form).toContainText('agente1');
      await form.getByRole('textbox', { name: /^valor/i }).fill('23,75');
      await form.getByLabel(/^senha de saque/i).fill(WITHDRAW_PASSWORD);
      await form.getByRole('button', { name: 'Continuar' }).click();
      await page.getByRole('button', { name: 'Confirmar transferência' }).click();
      await expect(page.getByText('Transferência concluída')).toBeVisible();
      await expect(banner(page)).toContainText('1.500,00');
      expect(problems.errors).toEqual([]);
    });
  });
}

test.describe('member centre in another language (demo mode)', () => {
  // Its texts are a catalog of their own (locales/<locale>/member.po), loaded with its code: never its ids.
  test('reads the chosen language at once, and the new one after a switch while it is shown', async ({
    pages,
  }) => {
    const { page, problems } = await pages.newPage();
    await page.goto(`${sites.demo}/member?lang=en&${DEMO_QUIET}`);
    await logIn(page);
    await expect(memberMenu(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh balances' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Language' }).selectOption('AR');
    await expect(page.getByRole('button', { name: 'تحديث الأرصدة' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(problems.errors).toEqual([]);
  });
});
