import { expect, resetLiveGateway, test } from './support/browser.ts';
import { logIn, siteModes } from './support/journeys.ts';

// Issue 13 items 5-9 on the built site (demo: the simulated gateway in the page; live: the local HTTP gateway):
// share the referral link, convert points and see the redeem and points records, send feedback.

const WITHDRAW_PASSWORD = '135790';

for (const { mode, site, url } of siteModes) {
  test.describe(`referral, point mall records and feedback (${mode} mode)`, () => {
    test.beforeEach(async () => {
      if (mode === 'live') await resetLiveGateway();
    });

    test('shares the referral link through the share sheet, and copies it', async ({ pages }) => {
      const { page, problems } = await pages.newPage();
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site() });
      // The device's share sheet, stubbed: it records what the page hands it.
      await page.addInitScript(() => {
        const shared: ShareData[] = [];
        Object.assign(window, { sharedData: shared });
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: (data: ShareData) => {
            shared.push(data);
            return Promise.resolve();
          },
        });
      });
      await page.goto(url('/login?redirect=%2F'));
      await logIn(page);
      // §2: the right bar's referral entry (the referral promotion is running) opens the referral page.
      await page
        .getByRole('complementary', { name: 'Acesso rápido' })
        .getByRole('button', { name: 'Convidar' })
        .click();
      await expect(page).toHaveURL(/\/member\/referral/);
      const expected = `${new URL(site()).origin}/register?referralCode=ANA2026`;
      await expect(page.getByRole('textbox', { name: 'Link de convite' })).toHaveValue(expected);
      await expect(page.getByRole('img', { name: 'QR code do link de convite' })).toBeVisible();

      await page.getByRole('button', { name: 'Compartilhar link' }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData))
        .toEqual([expect.objectContaining({ url: expected })]);

      await page.getByRole('button', { name: 'Copiar Link de convite' }).click();
      await expect(page.getByText('Copiado')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      expect(problems.errors).toEqual([]);
    });

    test('converts points to balance and sees the redeem and points records', async ({ pages }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url('/pointMall'));
      await page
        .getByRole('region', { name: 'Loja de pontos' })
        .getByRole('button', { name: 'Entrar' })
        .click();
      await logIn(page);
      const mall = page.getByRole('region', { name: 'Loja de pontos' });
      await expect(mall.getByText('12.480')).toBeVisible();
      await mall.getByRole('button', { name: 'Converter em saldo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Converter pontos em saldo' });
      await dialog.getByRole('textbox', { name: /^Pontos a converter/ }).fill('2500');
      await dialog.getByLabel(/^Senha de saque/).fill(WITHDRAW_PASSWORD);
      await dialog.getByRole('button', { name: 'Converter' }).click();
      const done = page.getByRole('dialog', { name: 'Pontos convertidos' });
      await expect(done).toContainText('25,00');
      await done.getByRole('button', { name: 'Concluir' }).click();
      await expect(mall.getByText('9.980')).toBeVisible();
      await expect(page.getByRole('banner')).toContainText('1.548,75');

      const records = page.getByRole('region', { name: 'Seus registros de pontos' });
      const redeems = records.getByRole('table', { name: 'Resgates' });
      await expect(redeems.getByRole('row').nth(1)).toContainText('Conversão de pontos em saldo');
      await expect(redeems.getByRole('row').nth(1)).toContainText('Aprovado');
      await records.getByRole('tab', { name: 'Extrato de pontos' }).click();
      const detail = records.getByRole('table', { name: 'Extrato de pontos' });
      await expect(detail.getByRole('row').nth(1)).toContainText('−2.500');
      await expect(detail.getByRole('row').nth(1)).toContainText('9.980');
      await records.getByRole('button', { name: 'Página 2' }).first().click();
      await expect(detail.getByRole('row').nth(1)).not.toContainText('−2.500');
      expect(problems.errors).toEqual([]);
    });

    test('feedback with too few words gets the spec’s message, then enough words are sent', async ({
      pages,
    }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url('/'));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Sua opinião' }).click();
      const form = page.getByRole('form', { name: 'Enviar opinião' });
      await form.getByLabel(/^Tipo de questão/).selectOption('GAME');
      const content = form.getByLabel(/^Conteúdo/);
      await content.fill('O jogo travou ontem à noite.');
      await form.getByRole('button', { name: 'Enviar' }).click();
      await expect(form.getByText('O conteúdo deve ter entre 10 e 300 palavras')).toBeVisible();
      await expect(content).toBeFocused();

      await content.fill(
        'O jogo de roleta travou ontem à noite depois de uma aposta, e o saldo voltou só hoje.',
      );
      await form.getByLabel(/^Contato/).fill('ana@sorte.example');
      await form.getByRole('button', { name: 'Enviar' }).click();
      await expect(page.getByText('Obrigado pela sua opinião!')).toBeVisible();
      expect(problems.errors).toEqual([]);
    });
  });
}
