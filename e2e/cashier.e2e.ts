import type { Locator, Page } from '@playwright/test';
import { expect, resetLiveGateway, sites, test, waitForApp } from './support/browser.ts';
import { logIn, siteModes } from './support/journeys.ts';

// Issue 12: the member centre and the cashier, on the built site (demo: the simulated gateway in the page; live:
// the local HTTP gateway, its back office driven over HTTP).

const WITHDRAW_PASSWORD = '135790';

const memberMenu = (page: Page) => page.getByRole('navigation', { name: /central do membro|member centre/i });
const banner = (page: Page) => page.getByRole('banner');
const toasts = (page: Page) => page.getByRole('region', { name: /notificações|notifications/i });

async function chooseVendorAndAmount(form: Locator, amount: string) {
  await form.getByRole('combobox', { name: /carteira de jogo/i }).selectOption('AOVIVO');
  await form.getByRole('textbox', { name: /^valor/i }).fill(amount);
}

for (const { mode, url } of siteModes) {
  test.describe(`member centre and cashier (${mode} mode)`, () => {
    test.beforeEach(async () => {
      if (mode === 'live') await resetLiveGateway();
    });

    test('a visitor asking for /member logs in and lands there; the dropdown opens it too', async ({
      pages,
    }) => {
      const { page, problems } = await pages.newPage();
      // A shared link to a member-centre page: the guard's login popup, then the page itself.
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

/** The back office (the simulated gateway's `POST /__mock/cashier`): from the page in demo mode (its worker). */
async function backOffice(page: Page, mode: 'demo' | 'live', control: Record<string, unknown>) {
  const body = JSON.stringify({ account: 'jogador01', ...control });
  if (mode === 'live') {
    const response = await fetch(`${sites.gateway}/__mock/cashier`, { method: 'POST', body });
    expect(response.status).toBe(200);
    return;
  }
  const status = await page.evaluate(
    async (json) =>
      (
        await fetch('/__mock/cashier', {
          method: 'POST',
          body: json,
          headers: { 'Content-Type': 'application/json' },
        })
      ).status,
    body,
  );
  expect(status).toBe(200);
}

const PNG_PROOF = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

for (const { mode, url } of siteModes) {
  test.describe(`cashier live events (${mode} mode)`, () => {
    test.beforeEach(async () => {
      if (mode === 'live') await resetLiveGateway();
    });

    test('deposits by PIX and sees the balance rise when the deposit is credited live', async ({ pages }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url('/login?redirect=%2Fmember%2Fdeposit'));
      await logIn(page);
      await page.getByRole('textbox', { name: /^valor do depósito/i }).fill('150');
      await page.getByRole('button', { name: 'Depositar' }).click();
      await expect(page.getByRole('img', { name: /QR code PIX/i })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Código PIX copia e cola' })).toHaveValue(/^000201/);
      await backOffice(page, mode, { action: 'creditDeposit' });
      await expect(toasts(page).getByText('Depósito creditado')).toBeVisible();
      await expect(banner(page)).toContainText('1.673,75');
      expect(problems.errors).toEqual([]);
    });

    test('withdraws with the withdraw password, sees it approved live, and confirms it as partly received', async ({
      pages,
    }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url('/login?redirect=%2Fmember%2Fwithdraw'));
      await logIn(page);
      await page.getByRole('textbox', { name: /^valor do saque/i }).fill('200');
      await page.getByRole('textbox', { name: /^chave pix/i }).fill('529.982.247-25');
      await page.getByLabel(/^senha de saque/i).fill(WITHDRAW_PASSWORD);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByRole('button', { name: 'Confirmar saque' }).click();
      await expect(page.getByText('Aguardando aprovação')).toBeVisible();
      await expect(banner(page)).toContainText('1.323,75');
      await backOffice(page, mode, { action: 'approveWithdrawal' });
      await expect(toasts(page).getByText('Saque aprovado')).toBeVisible();
      await page.getByRole('button', { name: 'Confirmar recebimento' }).click();
      const dialog = page.getByRole('dialog', { name: 'Você recebeu o saque?' });
      await dialog.getByRole('radio', { name: /recebi só uma parte/i }).check();
      await dialog.getByRole('textbox', { name: /^valor recebido/i }).fill('100');
      await expect(dialog).toContainText(/Falta receber\s*R\$\s?96,00/);
      await dialog
        .getByLabel(/comprovante de pagamento/i)
        .setInputFiles({ name: 'comprovante.png', mimeType: 'image/png', buffer: PNG_PROOF });
      await expect(dialog.getByRole('img', { name: /prévia do comprovante/i })).toBeVisible();
      await dialog.getByRole('button', { name: 'Enviar resposta' }).click();
      await expect(dialog).toBeHidden();
      // Issue 23: a partial receipt is under review, never settled.
      await expect(page.getByText('Recebido em parte')).toBeVisible();
      await expect(page.getByText('Concluído')).toBeHidden();
      expect(problems.errors).toEqual([]);
    });

    test('a withdrawal rejected live gives the money back', async ({ pages }) => {
      const { page } = await pages.newPage();
      await page.goto(url('/login?redirect=%2Fmember%2Fwithdraw'));
      await logIn(page);
      await page.getByRole('textbox', { name: /^valor do saque/i }).fill('100');
      await page.getByRole('textbox', { name: /^chave pix/i }).fill('529.982.247-25');
      await page.getByLabel(/^senha de saque/i).fill(WITHDRAW_PASSWORD);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByRole('button', { name: 'Confirmar saque' }).click();
      await expect(banner(page)).toContainText('1.423,75');
      await backOffice(page, mode, { action: 'rejectWithdrawal', reason: 'Chave PIX de outro titular' });
      await expect(toasts(page).getByText('Saque rejeitado')).toBeVisible();
      await expect(banner(page)).toContainText('1.523,75');
    });
  });
}
