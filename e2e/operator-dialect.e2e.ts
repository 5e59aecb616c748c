import { DEMO_QUIET, expect, test } from './support/browser.ts';
import { logIn } from './support/journeys.ts';

// Issue 24 item 3: the built site in demo mode on the simulated gateway's operator dialect (its own wrapper, names,
// status words and request parameters), with packages/mocks/operator-dialect.config.json as /config.json
// (e2e/globalSetup.ts serves it): the member centre, the cashier and the agent contracts, once. A page's first read
// may wait on a loaded machine: those get 30 s.
const FIRST_READ = { timeout: 30_000 };
// Measured 30-50 s each while other test runs loaded the machine (load 14-17 on 2 cores): room above the default.
test.describe.configure({ timeout: 120_000 });

function url(path: string): string {
  const site = process.env.E2E_DEMO_OPERATOR_URL;
  if (!site)
    throw new Error('E2E_DEMO_OPERATOR_URL is not set: run with `npm run test:e2e` (e2e/globalSetup.ts)');
  return `${site}${path}${path.includes('?') ? '&' : '?'}${DEMO_QUIET}`;
}

test('the member centre and the cashier on the operator dialect with its adapter', async ({ pages }) => {
  const { page, problems } = await pages.newPage();
  await page.goto(url('/login?redirect=%2FpointMall'));
  await logIn(page);
  await expect(page.getByRole('region', { name: 'Loja de pontos' })).toContainText('12.480', FIRST_READ);

  await page.goto(url('/member/missions'));
  const claims = page.getByRole('button', { name: 'Resgatar' });
  await expect(claims).toHaveCount(2, FIRST_READ);
  await claims.first().click();
  await expect(
    page.getByText(/^Recompensa de R\$\s?10,00 creditada: Faça 20 apostas na loteria\.$/),
  ).toBeVisible();

  await page.goto(url('/member/deposit'));
  await page.getByRole('textbox', { name: /^valor do depósito/i }).fill('150', FIRST_READ);
  await page.getByRole('button', { name: 'Depositar' }).click();
  await expect(page.getByRole('textbox', { name: 'Código PIX copia e cola' })).toHaveValue(
    /^000201/,
    FIRST_READ,
  );

  await page.goto(url('/member/withdraw'));
  await page.getByRole('textbox', { name: /^valor do saque/i }).fill('200', FIRST_READ);
  await page.getByRole('textbox', { name: /^chave pix/i }).fill('529.982.247-25');
  await page.getByLabel(/^senha de saque/i).fill('135790');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Confirmar saque' }).click();
  await expect(page.getByText('Aguardando aprovação')).toBeVisible();

  await expect(page.getByText(/Erro desconhecido|Não foi possível carregar/)).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test('the agent contracts on the operator dialect with its adapter', async ({ pages }) => {
  const { page, problems } = await pages.newPage();
  await page.goto(url('/login'));
  await logIn(page, 'agente1');
  // The landing's reads finish before the test leaves it: in demo mode a request of a page being left is let through
  // by the mock service worker and answered 404 by the static server (a console error).
  await page.waitForLoadState('networkidle');
  await page.goto(url('/agentHome/contracts?downline=20002&kind=daily'));
  const form = page.getByRole('form', { name: 'Novo pedido de contrato' });
  await expect(form.getByRole('option', { name: 'agente2' })).toBeAttached(FIRST_READ);
  await form.getByRole('textbox', { name: /^taxa/i }).fill('0,5');
  await form.getByRole('textbox', { name: /^valor de apostas diário/i }).fill('1000');
  await form.getByRole('textbox', { name: /^membros ativos/i }).fill('2');
  await form.getByRole('button', { name: 'Enviar pedido' }).click();
  const warning = page.getByRole('dialog', { name: 'Contratos que serão encerrados' });
  await expect(warning).toContainText('agente1 → agente2');
  await warning.getByRole('button', { name: 'Encerrar e enviar' }).click();
  await expect(page.getByText(/Pedido enviado a agente2/)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Com meus subordinados' })
      .getByRole('row', { name: /agente2/ })
      .filter({ hasText: 'Salário diário' })
      .filter({ hasText: 'Encerrado' }),
  ).toBeVisible();
  await expect(page.getByText(/Erro desconhecido|Não foi possível carregar/)).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});
