import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { csvNumber, parseCsv } from '../packages/domain/src/records/csv.ts';
import { DEMO_QUIET, expect, resetLiveGateway, sites, test } from './support/browser.ts';

// Issue 14 item 6: the agent centre's reports on the built site (demo: the simulated gateway in the page; live: the
// local HTTP gateway). Last month's profit and loss of the team, then the agent's own, exported as CSV: the file's
// rows are the rows on screen. The real-time salary shows its next settlement (§9 every 5 minutes).

const modes = [
  {
    mode: 'demo',
    url: (path: string) => `${sites.demo}${path}${path.includes('?') ? '&' : '?'}${DEMO_QUIET}`,
  },
  { mode: 'live', url: (path: string) => `${sites.live}${path}` },
] as const;

async function agentLogIn(page: Page) {
  const form = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Centro do agente' }) });
  await form.getByRole('textbox', { name: /nome de usuário/i }).fill('agente1');
  await form.getByLabel(/^senha/i).fill('Sorte2026');
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/agentHome/);
  // The landing dashboard's reads finish before the test leaves it: in demo mode a request of a page being left is
  // let through by the mock service worker and answered 404 by the static server (a console error).
  await page.waitForLoadState('networkidle');
}

const money = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

async function rowsOnScreen(page: Page, name: string) {
  return page
    .getByRole('table', { name })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows
        .map((row) => ({
          index: Number(row.getAttribute('aria-rowindex')),
          cells: [...row.querySelectorAll('td')].map(
            (cell) => cell.lastElementChild?.textContent?.trim() ?? '',
          ),
        }))
        .sort((a, b) => a.index - b.index),
    );
}

for (const { mode, url } of modes) {
  test.describe(`agent reports (${mode} mode)`, () => {
    test.beforeEach(async () => {
      if (mode === 'live') await resetLiveGateway();
    });

    test('last month’s team profit and loss, then the agent’s own exported as CSV with the rows on screen', async ({
      pages,
    }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url('/agent'));
      await agentLogIn(page);
      await page.goto(url('/agentHome/profit-loss'));
      await page.getByRole('combobox', { name: 'Período' }).selectOption({ label: 'Mês passado' });
      await expect(page).toHaveURL(/period=MONTHLY-previous/);
      const team = page.getByRole('table', { name: 'Lucro e perda da equipe' });
      await expect(team.locator('tbody tr').first()).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Equipe' })).toHaveAttribute('aria-selected', 'true');

      await page.getByRole('tab', { name: 'Pessoal' }).click();
      await expect(page).toHaveURL(/scope=self/);
      await expect(page).toHaveURL(/period=MONTHLY-previous/);
      const totals = page.getByRole('region', { name: 'Totais do período' });
      await expect(
        page.getByRole('table', { name: 'Lucro e perda pessoal' }).locator('tbody tr').first(),
      ).toBeVisible();
      await expect(totals).not.toHaveAttribute('aria-busy');
      const count = Number((await totals.locator('dd').first().innerText()).replace(/\D/g, ''));
      expect(count).toBeGreaterThan(0);
      const onScreen = await rowsOnScreen(page, 'Lucro e perda pessoal');
      expect(onScreen.length).toBeGreaterThan(0);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^lucro-perda-pessoal_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const [header, ...rows] = parseCsv(await readFile((await download.path())!, 'utf8'));
      expect(header?.[0]).toBe('Dia');
      expect(rows).toHaveLength(count);
      for (const { index, cells } of onScreen) {
        const row = rows[index - 2]!;
        // The same day (the file writes it as an ISO date), bets and amounts as plain numbers.
        expect(row[0]!.split('-').reverse().join('/')).toBe(cells[0]);
        expect(row[1]).toBe(cells[1]);
        expect(csvNumber(row[2]!)).toBe(money(cells[2]!));
        expect(csvNumber(row[7]!)).toBe(money(cells[7]!));
      }
      expect(problems.errors).toEqual([]);
    });

    test('the real-time salary shows the next settlement and the settled slots', async ({ pages }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url('/agent'));
      await agentLogIn(page);
      await page.goto(url('/agentHome/realtime-salary?period=DAILY-previous'));
      const next = page.getByRole('region', { name: 'Próxima liquidação' });
      await expect(next).toBeVisible();
      await expect(next.getByRole('timer')).toHaveText(/^0[0-4]:[0-5]\d$/);
      const table = page.getByRole('table', { name: 'Salários em tempo real' });
      await expect(table.locator('tbody tr').first()).toBeVisible();
      await expect(table.locator('tbody tr').first()).toContainText(/Pago|Meta não atingida/);
      expect(problems.errors).toEqual([]);
    });
  });
}
