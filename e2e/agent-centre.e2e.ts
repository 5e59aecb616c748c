import type { Page } from '@playwright/test';
import { DEMO_QUIET, expect, resetLiveGateway, sites, test } from './support/browser.ts';

// Issue 14, the agent centre's frame (spec §2 /agentHome, Agent menu; §3 Consolidated; §9 agent clock), on the built
// site: demo (the simulated gateway in the page; scenarios by `mock.*` query keys) and live (the local HTTP gateway;
// scenarios through /__mock/scenario).
const modes = [
  {
    mode: 'demo',
    open: (page: Page, path: string, query = '') =>
      page.goto(`${sites.demo}${path}?${[DEMO_QUIET, query].filter(Boolean).join('&')}`),
    reset: async (_scenario?: Record<string, unknown>) => undefined,
  },
  {
    mode: 'live',
    open: (page: Page, path: string) => page.goto(`${sites.live}${path}`),
    reset: (scenario?: Record<string, unknown>) => resetLiveGateway(scenario),
  },
] as const;

const SETTLE = { timeout: 10_000 };

async function agentLogin(page: Page, username = 'agente1') {
  const form = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: /centro do agente/i }) });
  await form.getByRole('textbox', { name: /nome de usuário|username/i }).fill(username);
  await form.getByLabel(/^(senha|password)/i).fill('Sorte2026');
  await form.getByRole('button', { name: /^(entrar|log in)$/i }).click();
  await expect(page).toHaveURL(/\/agentHome$/, SETTLE);
}

const agentMenu = (page: Page) => page.getByRole('navigation', { name: /menu do agente|agent menu/i });

for (const { mode, open, reset } of modes) {
  test.describe(`agent centre (${mode} mode)`, () => {
    test('an agent logs in at /agent, sees the menu and the ticking clock, deposits in the agent frame, registers a downline and logs out to /agent', async ({
      pages,
    }) => {
      await reset();
      const { page, problems } = await pages.newPage();
      await open(page, '/agent');
      await agentLogin(page);
      await expect(agentMenu(page)).toBeVisible(SETTLE);
      await expect(agentMenu(page).getByRole('link', { name: /anúncios do agente/i })).toBeVisible();

      // §9: the clock ticks every second, in the platform's zone (São Paulo, UTC-3).
      const clock = page.getByRole('banner').locator('time');
      const first = await clock.getAttribute('datetime');
      expect(first).toMatch(/-03:00$/);
      await expect.poll(() => clock.getAttribute('datetime'), SETTLE).not.toBe(first);

      // §2: deposit is the member centre's page in the agent frame, with a back control to the menu.
      await agentMenu(page)
        .getByRole('link', { name: /^depósito$/i })
        .click();
      await expect(page).toHaveURL(/\/agentHome\/deposit$/);
      await expect(page.getByRole('heading', { level: 1, name: /^depósito$/i })).toBeVisible();
      await expect(page.getByRole('radio', { name: /pix/i })).toBeVisible(SETTLE);

      // §2 registerCenter: a downline registered with the register settings' fields.
      await agentMenu(page)
        .getByRole('link', { name: /central de cadastro/i })
        .click();
      await expect(page).toHaveURL(/\/agentHome\/register$/);
      const form = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: /cadastrar subordinado/i }) });
      const username = `nov${mode}${Date.now() % 100_000}`;
      await form.getByRole('textbox', { name: /^nome de usuário/i }).fill(username);
      await form.getByLabel(/^senha/i).fill('Senha1234');
      await form.getByLabel(/^confirmar senha/i).fill('Senha1234');
      await form.getByRole('textbox', { name: /^apelido/i }).fill('Novato');
      await form.getByRole('button', { name: /cadastrar subordinado/i }).click();
      await expect(form.getByRole('status')).toContainText(username, SETTLE);
      await expect(page.getByRole('img', { name: /qr/i })).toBeVisible(SETTLE);

      await page
        .getByRole('banner')
        .getByRole('button', { name: /^sair$/i })
        .click();
      await page
        .getByRole('dialog', { name: /^sair$/i })
        .getByRole('button', { name: /^sair$/i })
        .click();
      await expect(page).toHaveURL(/\/agent$/, SETTLE);
      expect(problems.errors).toEqual([]);
    });

    test('an agent lands on the dashboard: today against yesterday, the answers due (one answered there), alerts and the newest downlines (issue 23 item 3)', async ({
      pages,
    }) => {
      await reset();
      const { page, problems } = await pages.newPage();
      await open(page, '/agent');
      await agentLogin(page);
      const region = (name: string) => page.getByRole('region', { name });
      await expect(region('Hoje, comparado com ontem')).toContainText('Membros da equipe', SETTLE);
      const alerts = region('Alertas');
      await expect(alerts).toContainText('1 pedido de contrato aguarda a resposta do subordinado', SETTLE);
      await expect(alerts).toContainText(/está (congelado|bloqueado)/, SETTLE);
      const due = region('Aguardando sua resposta');
      // agente42 asked to end its hourly salary (§4 termination request): refused from the landing.
      await due.getByRole('button', { name: 'Recusar: Salário por hora 0,4% · agente42' }).click();
      await expect(due.getByText('Nenhum contrato aguarda sua resposta.')).toBeVisible(SETTLE);
      const newest = region('Novos subordinados');
      await expect(newest.getByRole('listitem').first()).toBeVisible();
      await newest.getByRole('link', { name: 'Ver subordinados' }).click();
      await expect(page).toHaveURL(/\/agentHome\/downlines$/, SETTLE);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(problems.errors).toEqual([]);
    });

    test('an agent whose dividend contract is disabled sees no dividend records item', async ({ pages }) => {
      await reset({ agentContracts: 'no-dividend' });
      const { page, problems } = await pages.newPage();
      await open(page, '/agent', 'mock.agentContracts=no-dividend');
      await agentLogin(page);
      await expect(agentMenu(page)).toBeVisible(SETTLE);
      // §3 session key `consolidated`: the flags as the menu read them.
      await expect
        .poll(
          async () => JSON.parse((await page.evaluate(() => sessionStorage.getItem('consolidated'))) ?? '{}'),
          SETTLE,
        )
        .toMatchObject({ divtypereq: false, dailysalreqtype: true });
      await expect(agentMenu(page).getByRole('link', { name: /registros de dividendos/i })).toHaveCount(0);
      expect(problems.errors).toEqual([]);
    });

    test('an agent whose dividend contract is enabled sees the dividend records item, and its page lists the records or says there are none', async ({
      pages,
    }) => {
      await reset();
      const { page, problems } = await pages.newPage();
      await open(page, '/agent');
      await agentLogin(page);
      await expect
        .poll(
          async () => JSON.parse((await page.evaluate(() => sessionStorage.getItem('consolidated'))) ?? '{}'),
          SETTLE,
        )
        .toMatchObject({ divtypereq: true });
      const item = agentMenu(page).getByRole('link', { name: /registros de dividendos/i });
      await expect(item).toBeVisible(SETTLE);
      await item.click();
      await expect(page).toHaveURL(/\/agentHome\/dividends(\?|$)/);
      // A half month's dividend a row (§4 Semimonthly), or the records' empty state: never a blank page.
      const firstRecord = page
        .getByRole('table', { name: /registros de dividendos/i })
        .getByRole('row')
        .nth(1);
      const none = page.getByText(/nenhum registro neste período/i);
      await expect(firstRecord.or(none)).toBeVisible(SETTLE);
      expect(problems.errors).toEqual([]);
    });
  });
}
