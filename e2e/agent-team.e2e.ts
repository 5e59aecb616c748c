import type { Page } from '@playwright/test';
import { DEMO_QUIET, expect, resetLiveGateway, sites, test } from './support/browser.ts';

// Issue 14 (spec §2 agentTeamOverview, downlineManagmentView; §6 Agent): an agent reads last month's team overview,
// drills two levels down and back up, and transfers to a downline, on the built site in both modes. The agent menu
// is another part of the centre: the pages are opened by their links here.

const modes = [
  {
    mode: 'demo',
    url: (path: string) => `${sites.demo}${path}${path.includes('?') ? '&' : '?'}${DEMO_QUIET}`,
  },
  { mode: 'live', url: (path: string) => `${sites.live}${path}` },
] as const;

async function agentLogIn(page: Page, url: (path: string) => string) {
  await page.goto(url('/agent'));
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: /centro do agente|agent centre/i }),
  });
  await section.getByRole('textbox', { name: /nome de usuário|username/i }).fill('agente1');
  await section.getByLabel(/^(senha|password)/i).fill('Sorte2026');
  await section.getByRole('button', { name: /^(entrar|log in)$/i }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/agentHome');
  // The landing dashboard's reads finish before the test leaves it: in demo mode a request of a page being left is
  // let through by the mock service worker and answered 404 by the static server (a console error).
  await page.waitForLoadState('networkidle');
}

const money = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

for (const { mode, url } of modes) {
  test.describe(`agent team (${mode} mode)`, () => {
    test.beforeEach(async () => {
      if (mode === 'live') await resetLiveGateway();
    });

    test('reads last month’s team overview, drills two levels down and back up, transfers to a downline once', async ({
      pages,
    }) => {
      const { page, problems } = await pages.newPage({ viewport: { width: 390, height: 844 } });
      await agentLogIn(page, url);

      // Last month's overview, the period in the URL, each figure against the month before.
      await page.goto(url('/agentHome/team?period=MONTHLY-previous'));
      await expect(page.getByRole('heading', { name: 'Visão geral da equipe' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: /período/i })).toHaveValue('MONTHLY-previous');
      await expect(page.getByText(/período anterior/).first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('img', { name: /apostas válidas por dia/i })).toBeVisible();

      // Two levels down, then back up with the breadcrumb.
      await page.goto(url('/agentHome/downlines'));
      await page.getByRole('button', { name: 'Ver a equipe de agente2' }).click();
      await page.getByRole('button', { name: 'Ver a equipe de agente2a' }).click();
      const crumbs = page.getByRole('navigation', { name: 'Níveis da equipe' });
      await expect(crumbs).toContainText('agente2a');
      await expect(page).toHaveURL(/under=21002/);
      await crumbs.getByRole('button', { name: 'agente2' }).click();
      await expect(page).toHaveURL(/under=20002/);
      await crumbs.getByRole('button', { name: 'Minha equipe' }).click();
      await expect(page).not.toHaveURL(/under=/);

      // Transfer 100 to agente2: its balance in the list rises once.
      const row = page.getByRole('row', { name: /agente2\b/ }).first();
      const balanceCell = row.getByRole('cell').nth(2);
      const before = money((await balanceCell.textContent()) ?? '');
      await row.getByRole('button', { name: 'Transferir para agente2' }).click();
      const dialog = page.getByRole('dialog', { name: 'Transferir para agente2' });
      await dialog.getByRole('textbox', { name: /^valor/i }).fill('100');
      await dialog.getByLabel(/^senha de saque/i).fill('135790');
      await dialog.getByRole('button', { name: 'Continuar' }).click();
      await expect(dialog.getByRole('form', { name: /confirmar transferência/i })).toContainText('agente2');
      await dialog.getByRole('button', { name: 'Confirmar transferência' }).dblclick();
      await expect(dialog.getByText('Transferência concluída')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect
        .poll(async () => money((await balanceCell.textContent()) ?? ''))
        .toBeCloseTo(before + 100, 2);
      expect(problems.requests.filter((request) => request.includes('MCS2_transferToDownline'))).toHaveLength(
        1,
      );
      expect(problems.errors).toEqual([]);
    });

    test('sorts and filters the downlines, kept over a reload, and exports the team overview (issue 23 item 6)', async ({
      pages,
    }) => {
      const { page, problems } = await pages.newPage({ viewport: { width: 1280, height: 900 } });
      await agentLogIn(page, url);

      await page.goto(url('/agentHome/downlines'));
      await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption('balance-desc');
      await page.getByRole('combobox', { name: 'Mostrar' }).selectOption('active');
      await expect(page).toHaveURL(/sort=balance-desc/);
      await expect(page).toHaveURL(/show=active/);
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('balance-desc');
      await expect(page.getByRole('combobox', { name: 'Mostrar' })).toHaveValue('active');
      const table = page.getByRole('table', { name: 'Seus subordinados' });
      await expect(table.getByRole('row').nth(3)).toBeVisible({ timeout: 15_000 });
      const balances = await Promise.all(
        (await table.getByRole('row').all())
          .slice(1, 6)
          .map(async (row) => money((await row.getByRole('cell').nth(2).textContent()) ?? '')),
      );
      expect(balances).toEqual([...balances].sort((a, b) => b - a));
      await expect(table.getByText('Congelado')).toHaveCount(0);

      await page.goto(url('/agentHome/team?period=MONTHLY-previous'));
      await expect(page.getByText(/período anterior/).first()).toBeVisible({ timeout: 15_000 });
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^visao-geral-equipe_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await (await file.createReadStream()).toArray();
      expect(Buffer.concat(text).toString('utf8').split('\r\n')[0]).toBe(
        '\uFEFFIndicador;Período;Período anterior',
      );
      expect(problems.errors).toEqual([]);
    });
  });
}
