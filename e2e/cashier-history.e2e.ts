import { expect, resetLiveGateway, test } from './support/browser.ts';
import { logIn, siteModes } from './support/journeys.ts';

// Issue 23 item 4: the cashier's history with a receipt, on the built site (demo: the simulated gateway in the
// page; live: the local HTTP gateway).

for (const { mode, url } of siteModes) {
  test.describe(`cashier history (${mode} mode)`, () => {
    test.beforeEach(async () => {
      if (mode === 'live') await resetLiveGateway();
    });

    test('a deposit made by PIX is in the history, and its receipt has every field and its reference', async ({
      pages,
    }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url('/login?redirect=%2Fmember%2Fdeposit'));
      await logIn(page);
      await page.getByRole('textbox', { name: /^valor do depósito/i }).fill('150');
      await page.getByRole('button', { name: 'Depositar' }).click();
      await expect(page.getByRole('textbox', { name: 'Código PIX copia e cola' })).toHaveValue(/^000201/);

      await page
        .getByRole('navigation', { name: 'Central do membro' })
        .getByRole('link', { name: 'Histórico do caixa' })
        .click();
      await expect(page).toHaveURL(/\/member\/cashier-history/);
      const history = page.getByRole('region', { name: 'Depósitos e saques' });
      await history.getByRole('combobox', { name: 'Tipo' }).selectOption('deposit');
      const line = history.getByRole('button', { name: /Depósito.*R\$\s?150,00.*Aguardando pagamento/ });
      await expect(line).toHaveCount(1);

      await line.click();
      const receipt = page.getByRole('dialog', { name: 'Comprovante de depósito' });
      await expect(receipt.getByRole('definition')).toContainText([
        'Depósito',
        'Aguardando pagamento',
        /R\$\s?150,00/,
        'PIX',
      ]);
      const reference = await receipt.getByRole('textbox', { name: 'Número de referência' }).inputValue();
      expect(reference.trim()).not.toBe('');
      await expect(
        receipt.getByRole('button', { name: /Compartilhar|Imprimir ou salvar PDF/ }),
      ).toBeVisible();
      await receipt.getByRole('button', { name: 'Fechar' }).first().click();
      await expect(receipt).toBeHidden();
      // The line it was opened from: the same reference, and the focus back on it.
      await expect(line).toContainText(reference);
      await expect(line).toBeFocused();
      expect(problems.errors).toEqual([]);
    });
  });
}
