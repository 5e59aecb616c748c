import type { Page } from '@playwright/test';
import { totpCode } from '../packages/mocks/src/totp.ts';
import { expect, resetLiveGateway, test } from './support/browser.ts';
import { logIn, siteModes } from './support/journeys.ts';

// Issue 23 item 5: two-step verification by an authenticator app on the built site (demo: the simulated gateway in
// the page; live: the local HTTP gateway). The journey computes the app's codes (RFC 6238) from the key shown.

const WITHDRAW_PASSWORD = '135790';

/** The code an authenticator app shows now for `secret`. */
const appCode = (secret: string) => totpCode(secret, Date.now());

async function logOut(page: Page) {
  await page.getByRole('button', { name: /^Ana Souza/ }).click();
  await page.getByRole('button', { name: /^sair$/i }).click();
  await page.getByRole('dialog', { name: 'Sair' }).getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('button', { name: /^Ana Souza/ })).toBeHidden();
}

for (const { mode, url } of siteModes) {
  test.describe(`two-step verification (${mode} mode)`, () => {
    test.beforeEach(async () => {
      if (mode === 'live') await resetLiveGateway();
    });

    test('turned on from the security centre, then asked at login and at withdrawal', async ({ pages }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url('/login?redirect=%2Fmember%2Fsecurity'));
      await logIn(page);
      const section = page.getByRole('region', { name: 'Verificação em duas etapas' });
      await expect(section.getByText('Desativada')).toBeVisible();
      await section.getByRole('button', { name: 'Ativar com aplicativo autenticador' }).click();
      await expect(
        section.getByRole('img', { name: 'QR code para o aplicativo autenticador' }),
      ).toBeVisible();
      const secret = await section.getByRole('textbox', { name: 'Chave do autenticador' }).inputValue();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await section.getByRole('textbox', { name: /^Código de 6 dígitos/ }).fill(await appCode(secret));
      await section.getByRole('button', { name: 'Confirmar e ativar' }).click();
      await expect(section.getByText('Ativada: Aplicativo autenticador')).toBeVisible();

      await logOut(page);
      await page.goto(url('/login?redirect=%2Fmember%2Fwithdraw'));
      await logIn(page);
      const twoStep = page.getByRole('dialog', { name: 'Verificação em duas etapas' });
      const loginCode = twoStep.getByLabel(/^Código do aplicativo autenticador/);
      await loginCode.fill('000000');
      await twoStep.getByRole('button', { name: 'Confirmar' }).click();
      await expect(twoStep.getByRole('alert')).toContainText('Código incorreto ou expirado');
      await expect(loginCode).toHaveValue('000000');
      await loginCode.fill(await appCode(secret));
      await twoStep.getByRole('button', { name: 'Confirmar' }).click();
      await expect(twoStep).toBeHidden();

      await expect(page).toHaveURL(/\/member\/withdraw/);
      await page.getByRole('textbox', { name: /^valor do saque/i }).fill('200');
      await page.getByRole('textbox', { name: /^chave pix/i }).fill('529.982.247-25');
      await page.getByLabel(/^senha de saque/i).fill(WITHDRAW_PASSWORD);
      const withdrawCode = page.getByRole('textbox', { name: /^Código de verificação em duas etapas/ });
      await withdrawCode.fill(await appCode(secret));
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByRole('button', { name: 'Confirmar saque' }).click();
      await expect(page.getByText('Aguardando aprovação')).toBeVisible();
      expect(problems.errors).toEqual([]);
    });
  });
}
