import type { Page } from '@playwright/test';
import { DEMO_QUIET, expect, resetLiveGateway, sites, test } from './support/browser.ts';

// Issue 14 items 7 and 8, spec §2 contract popup and §4 Contracts, on the built site (demo: the simulated gateway in
// the page, its state in this browser's storage; live: the local HTTP gateway). One tab plays both parties: the
// session is dropped between them (the demo's gateway state lives with the tab's browser).

const modes = [
  {
    mode: 'demo',
    url: (path: string) => `${sites.demo}${path}${path.includes('?') ? '&' : '?'}${DEMO_QUIET}`,
  },
  { mode: 'live', url: (path: string) => `${sites.live}${path}` },
] as const;

async function logIn(page: Page, username: string) {
  const dialog = page.getByRole('dialog', { name: /entrar|log in/i });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: /nome de usuário|username/i }).fill(username);
  await dialog.getByLabel(/^(senha|password)/i).fill('Sorte2026');
  await dialog.getByRole('button', { name: /^(entrar|log in)$/i }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** A new session in the same tab (logout itself is covered by the login journeys). */
async function dropSession(page: Page) {
  await page.evaluate(() => window.sessionStorage.removeItem('token'));
}

async function fillDaily(page: Page, rate: string) {
  const form = page.getByRole('form', { name: 'Novo pedido de contrato' });
  await form.getByRole('textbox', { name: /^taxa/i }).fill(rate);
  await form.getByRole('textbox', { name: /^valor de apostas diário/i }).fill('1000');
  await form.getByRole('textbox', { name: /^membros ativos/i }).fill('2');
  await form.getByRole('button', { name: 'Enviar pedido' }).click();
}

for (const { mode, url } of modes) {
  test.describe(`agent contracts (${mode} mode)`, () => {
    test.beforeEach(async () => {
      if (mode === 'live') await resetLiveGateway();
    });

    test('a daily salary accepted through the contract popup; a lower rate warns and ends the existing contract', async ({
      pages,
    }) => {
      const { page, problems } = await pages.newPage();

      // agente1 proposes a daily salary to jogador01, from the link the downline list gives.
      await page.goto(url('/login'));
      await logIn(page, 'agente1');
      await page.goto(url('/agentHome/contracts?downline=10001&kind=daily'));
      const form = page.getByRole('form', { name: 'Novo pedido de contrato' });
      await expect(form.getByRole('option', { name: 'jogador01' })).toBeAttached();
      await expect(form.getByRole('combobox', { name: 'Subordinado' })).toHaveValue('10001');
      await fillDaily(page, '1,5');
      await expect(page.getByText(/Pedido enviado a jogador01/)).toBeVisible();

      // jogador01 signs in on the site: the contract popup asks for an answer.
      await dropSession(page);
      await page.goto(url('/login'));
      await logIn(page, 'jogador01');
      const popup = page.getByRole('dialog', { name: 'Novo contrato para você' });
      await expect(popup).toBeVisible({ timeout: 15_000 });
      await expect(popup).toContainText('agente1');
      await popup.getByRole('button', { name: 'Aceitar' }).click();
      await expect(popup).toBeHidden();

      // agente1 sees it active, then offers agente2 a lower daily rate than its current one.
      await dropSession(page);
      await page.goto(url('/login'));
      await logIn(page, 'agente1');
      await page.goto(url('/agentHome/contracts?downline=20002&kind=daily'));
      const downlines = page.getByRole('region', { name: 'Com meus subordinados' });
      await expect(
        downlines.getByRole('row', { name: /jogador01/ }).filter({ hasText: 'Ativo' }),
      ).toBeVisible();
      await expect(form.getByRole('option', { name: 'agente2' })).toBeAttached();
      await fillDaily(page, '0,5');
      const warning = page.getByRole('dialog', { name: 'Contratos que serão encerrados' });
      await expect(warning).toContainText('agente1 → agente2');
      await warning.getByRole('button', { name: 'Encerrar e enviar' }).click();
      await expect(warning).toBeHidden();
      await expect(page.getByText(/Pedido enviado a agente2/)).toBeVisible();
      await expect(
        downlines
          .getByRole('row', { name: /agente2/ })
          .filter({ hasText: 'Salário diário' })
          .filter({ hasText: 'Encerrado' }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Histórico de alterações' })).toContainText(
        'encerrou o contrato com um novo pedido',
      );
      expect(problems.errors).toEqual([]);
    });
  });
}
