import { expect, resetLiveGateway, test } from './support/browser.ts';
import { logIn, siteModes } from './support/journeys.ts';

// Issue 26 items 2 and 6 ("Done when": a deposit beyond a limit is refused with the reset time), on the built site
// (demo: the simulated gateway in the page; live: the local HTTP gateway): a daily deposit limit set in the limits
// centre refuses a larger deposit with the limit and when it resets, and links back to the limits centre.

for (const { mode, url } of siteModes) {
  test.describe(`limits enforced at deposit (${mode} mode)`, () => {
    test.beforeEach(async () => {
      if (mode === 'live') await resetLiveGateway();
    });

    test('a daily deposit limit refuses a larger deposit with the limit and its reset time', async ({
      pages,
    }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url('/login?redirect=%2Fmember%2Flimits'));
      await logIn(page);
      const deposit = page.getByRole('region', { name: 'Limite de depósito' });
      // A `has` locator is matched inside the list item, so it names the field from there (not from the region).
      const daily = deposit
        .getByRole('listitem')
        .filter({ has: page.getByRole('textbox', { name: 'Novo limite diário' }) });
      await daily.getByRole('textbox', { name: 'Novo limite diário' }).fill('100');
      await daily.getByRole('button', { name: 'Salvar' }).click();
      await expect(daily).toContainText(/R\$\s?100,00/);

      await page.goto(url('/member/deposit'));
      await page.getByRole('textbox', { name: /^valor do depósito/i }).fill('150');
      await page.getByRole('button', { name: 'Depositar' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'Limite de depósito diário' });
      await expect(refusal).toContainText(/Limite de depósito diário de R\$\s?100,00/);
      await expect(refusal).toContainText(/até \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
      await expect(page.getByRole('textbox', { name: 'Código PIX copia e cola' })).toHaveCount(0);
      await refusal.getByRole('link', { name: 'Ver os meus limites' }).click();
      await expect(page).toHaveURL(/\/member\/limits\?kind=deposit/);
      expect(problems.errors).toEqual([]);
    });
  });
}
