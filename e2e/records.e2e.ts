import { readFile } from 'node:fs/promises';
import { csvNumber, parseCsv } from '../packages/domain/src/records/csv.ts';
import { expect, resetLiveGateway, test } from './support/browser.ts';
import { logIn, siteModes } from './support/journeys.ts';

// Issue 13 item 1: the member centre's records on the built site (demo: the simulated gateway in the page; live:
// the local HTTP gateway). The betting record filtered to last week (§4 Periods) and exported as CSV: the file's
// rows are the rows on screen. A manual rebate claimed: the balance rises by it.

const money = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

for (const { mode, url } of siteModes) {
  test.describe(`member centre records (${mode} mode)`, () => {
    test.beforeEach(async () => {
      if (mode === 'live') await resetLiveGateway();
    });

    test('filters the betting record to last week and exports it: the CSV holds the rows on screen', async ({
      pages,
    }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url('/login?redirect=%2Fmember%2Fbets'));
      await logIn(page);
      await page.getByRole('combobox', { name: 'Período' }).selectOption({ label: 'Semana passada' });
      await expect(page).toHaveURL(/period=WEEKLY-previous/);
      const totals = page.getByRole('region', { name: 'Totais do período' });
      await expect(totals).not.toHaveAttribute('aria-busy');
      const count = Number((await totals.locator('dd').first().innerText()).replace(/\D/g, ''));
      expect(count).toBeGreaterThan(0);
      const table = page.getByRole('table', { name: 'Registro de apostas' });
      const onScreen = await table.locator('tbody tr').evaluateAll((rows) =>
        rows
          .map((row) => ({
            index: Number(row.getAttribute('aria-rowindex')),
            cells: [...row.querySelectorAll('td')].map(
              (cell) => cell.lastElementChild?.textContent?.trim() ?? '',
            ),
          }))
          .sort((a, b) => a.index - b.index),
      );
      expect(onScreen.length).toBeGreaterThan(0);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^apostas_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
      const [header, ...rows] = parseCsv(await readFile((await download.path())!, 'utf8'));
      expect(header?.[1]).toBe('Nº da aposta');
      expect(rows).toHaveLength(count);
      for (const { index, cells } of onScreen) {
        const row = rows[index - 2]!;
        // Same bet, same time, game and status; amounts the same number (the screen formats them, the file does not).
        expect([row[0], row[1], row[2], row[3], row[8]]).toEqual([
          cells[0],
          cells[1],
          cells[2],
          cells[3],
          cells[8],
        ]);
        expect(csvNumber(row[4]!)).toBe(money(cells[4]!));
        expect(csvNumber(row[7]!)).toBe(money(cells[7]!));
      }
      expect(problems.errors).toEqual([]);
    });

    test('claims every rebate and the balance rises by it', async ({ pages }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url('/login?redirect=%2Fmember%2Frebate'));
      await logIn(page);
      const banner = page.getByRole('banner');
      await expect(banner).toContainText('1.523,75');
      const available = money(await page.locator('#rebate-title + p').innerText());
      expect(available).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Resgatar tudo' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'creditados' })).toBeVisible();
      const expected = (1523.75 + available).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
      await expect(banner).toContainText(expected);
      expect(problems.errors).toEqual([]);
    });
  });
}
