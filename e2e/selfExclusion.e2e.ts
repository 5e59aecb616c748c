import type { Page } from '@playwright/test';
import { expect, resetLiveGateway, test } from './support/browser.ts';
import { logIn, siteModes } from './support/journeys.ts';

/** Opens a member page in the tab, logging in when the site asks (a tab of the same browser may share the login). */
async function openLoggedIn(tab: Page, address: string) {
  await tab.goto(address);
  const login = tab.getByRole('dialog', { name: /entrar|log in/i });
  const member = tab.getByRole('navigation', { name: 'Central do membro' });
  await expect(login.or(member).first()).toBeVisible();
  if (await login.isVisible()) await logIn(tab);
  await expect(member).toBeVisible();
}

// Issue 26 item 5 ("Done when": self-exclusion logs out a second tab): two tabs of one browser, each logged in; the
// player excludes themself in one, after the confirmation that says what it means; the other tab hears it at once
// (BroadcastChannel) and is logged out too; both land on the blocked page, which shows how to withdraw the balance.

for (const { mode, url } of siteModes) {
  test.describe(`self-exclusion (${mode} mode)`, () => {
    test.beforeEach(async () => {
      if (mode === 'live') await resetLiveGateway();
    });

    test('self-excluding in one tab logs the other tab out; both show the blocked page with the way to withdraw', async ({
      pages,
    }) => {
      const { page } = await pages.newPage();
      const other = await page.context().newPage();
      await openLoggedIn(other, url('/login?redirect=%2Fmember'));
      await openLoggedIn(page, url('/login?redirect=%2Fmember%2Flimits'));
      const exclusion = page.getByRole('region', { name: 'Autoexclusão' });
      await exclusion.getByText('6 meses', { exact: true }).click();
      await exclusion.getByRole('button', { name: 'Autoexcluir-me' }).click();
      const confirm = page.getByRole('dialog', { name: /Autoexcluir-me/ });
      await expect(confirm).toContainText('todos os aparelhos e abas');
      await expect(confirm).toContainText('sacar o seu saldo');
      await confirm.getByRole('button', { name: 'Sim, autoexcluir-me' }).click();

      for (const tab of [page, other]) {
        await expect(tab).toHaveURL(/\/self-excluded/);
        await expect(tab.getByRole('heading', { level: 1, name: 'Você se autoexcluiu' })).toBeVisible();
        await expect(tab.getByRole('link', { name: 'Entrar para sacar o saldo' })).toHaveAttribute(
          'href',
          '/member/withdraw',
        );
        await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        await expect(tab.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
      }
    });
  });
}
