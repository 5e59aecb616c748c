// Issue 24 item 3: the site on the simulated gateway's `operator` dialect (its own wrapper, names, status words and
// request parameters), through the adapter file packages/mocks/operator-dialect.config.json: the member centre
// (points, missions, reward centre, messages), the cashier, the records and the agent contracts run once on it.
import { readFileSync } from 'node:fs';
import { contractsTable, runCashierControl } from '@sorte/mocks';
import { createMockServer } from '@sorte/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClientOf } from '../lib/queryClient.ts';
import { sessionTokenAtom } from '../state/sessionAtoms.ts';
import { findDialog, renderApp, TEST_DIALECT, TEST_GATEWAY } from '../test/renderApp.tsx';
import { parseRuntimeConfig, withOperatorAdapter } from './runtimeConfig.ts';

const CONFIG_FILE = 'packages/mocks/operator-dialect.config.json';
const { adapter } = JSON.parse(readFileSync(CONFIG_FILE, 'utf8')) as { adapter: unknown };

// The dialect is this file's own: it runs once, in the app project, not again under app-spec-dialect.
const once = describe.skipIf(TEST_DIALECT !== 'codes');
const mock = createMockServer({ baseUrl: TEST_GATEWAY, dialect: 'operator' });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.reset());
afterAll(() => mock.server.close());

beforeEach(() => {
  // The record tables measure their box (happy-dom lays nothing out).
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterEach(() => vi.restoreAllMocks());

async function openAs(path: string, username = 'jogador01') {
  const view = await renderApp(mock, { url: '/login', config: { adapter } });
  const login = await findDialog('Entrar');
  await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), username);
  await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
  await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
  await view.router.navigate(path);
  return view;
}

const noUnknownError = () =>
  expect(screen.queryByText(/Erro desconhecido|Não foi possível carregar/)).toBeNull();

once('issue 24 item 3: the adapter file', () => {
  it('is a valid /config.json whose adapter the start accepts', async () => {
    const result = await withOperatorAdapter(parseRuntimeConfig(readFileSync(CONFIG_FILE, 'utf8')));
    expect(result.ok ? 'valid' : result.detail).toBe('valid');
    expect(result.ok && result.config.demoScenario).toBe('mock.dialect=operator');
  });
});

once('issue 24 item 3: the member centre on the operator dialect with its adapter', () => {
  it('§7 points balance, §2 missions claimed, reward centre joined and raffle claimed, a message read', async () => {
    const view = await openAs('/pointMall');
    const mall = await screen.findByRole('region', { name: 'Loja de pontos' }, { timeout: 8000 });
    expect(await within(mall).findByText('12.480', {}, { timeout: 5000 })).toBeInTheDocument();

    await view.router.navigate('/member/missions');
    const claims = await screen.findAllByRole('button', { name: 'Resgatar' }, { timeout: 8000 });
    expect(claims).toHaveLength(2);
    await view.user.click(claims[0]!);
    expect(
      await screen.findByText(
        /^Recompensa de R\$\s?10,00 creditada: Faça 20 apostas na loteria\.$/,
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
    expect(mock.db.state.rewards?.missions['10001']?.find((m) => m.id === 'M-1')?.claimed).toBe(true);

    await view.router.navigate('/member/rewards');
    const join = await screen.findByRole('article', { name: 'Missão de boas-vindas' }, { timeout: 8000 });
    await view.user.click(within(join).getByRole('button', { name: 'Participar' }));
    expect(
      await screen.findByText('Você entrou na promoção Missão de boas-vindas.', {}, { timeout: 5000 }),
    ).toBeVisible();
    const raffle = screen.getByRole('article', { name: 'Sorteio de novembro' });
    await view.user.click(within(raffle).getByRole('button', { name: 'Resgatar' }));
    const prize = await findDialog('Prêmio resgatado');
    await view.user.click(within(prize).getByRole('button', { name: 'Ok' }));
    expect(await within(raffle).findByText('Resgatada')).toBeInTheDocument();

    await view.router.navigate('/member/messages');
    const unread = await screen.findAllByRole('button', { name: /^Não lida:/ }, { timeout: 8000 });
    expect(unread).toHaveLength(2);
    await view.user.click(unread[0]!);
    await waitFor(() =>
      expect(mock.db.state.rewards?.messages['10001']?.filter((message) => !message.read)).toHaveLength(2),
    );
    noUnknownError();
  }, 60_000);
});

once('issue 24 item 3: the cashier on the operator dialect with its adapter', () => {
  it('a PIX deposit shows its code and is credited; a withdrawal goes out under the operator names', async () => {
    const view = await openAs('/member/deposit');
    const amount = await screen.findByRole('textbox', { name: /^valor do depósito/i }, { timeout: 8000 });
    await view.user.type(amount, '150');
    await view.user.click(screen.getByRole('button', { name: 'Depositar' }));
    const code = await screen.findByRole('textbox', { name: 'Código PIX copia e cola' }, { timeout: 5000 });
    expect((code as HTMLInputElement).value).toMatch(/^000201/);
    expect(runCashierControl(mock.db, { action: 'creditDeposit', account: 'jogador01' }).status).toBe(200);
    await queryClientOf(view.store).invalidateQueries();
    await screen.findByText('Depósito creditado', {}, { timeout: 10_000 });

    await view.router.navigate('/member/withdraw');
    await view.user.type(
      await screen.findByRole('textbox', { name: /^valor do saque/i }, { timeout: 8000 }),
      '200',
    );
    await view.user.type(screen.getByRole('textbox', { name: /^chave pix/i }), '529.982.247-25');
    await view.user.type(screen.getByLabelText(/^senha de saque/i), '135790');
    await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
    await view.user.click(await screen.findByRole('button', { name: 'Confirmar saque' }));
    await screen.findByText('Aguardando aprovação', {}, { timeout: 5000 });
    const [order] = (mock.db.state.cashier?.withdrawals ?? []).filter((held) => held.accountId === '10001');
    expect(order).toMatchObject({ amount: 200, status: 'PENDING' });
    noUnknownError();
  }, 60_000);
});

once('issue 24 item 3: the records on the operator dialect with its adapter', () => {
  it.each([
    ['/member/bets', 'Registro de apostas'],
    ['/member/transactions', 'Registro da conta'],
  ])('%s lists rows with their totals', async (url, table) => {
    await openAs(url);
    const rows = await screen.findByRole('table', { name: table }, { timeout: 8000 });
    await waitFor(() => expect(within(rows).getAllByRole('row').length).toBeGreaterThan(1), {
      timeout: 8000,
    });
    const totals = screen.getByRole('region', { name: 'Totais do período' });
    await waitFor(() => expect(totals).not.toHaveAttribute('aria-busy'), { timeout: 8000 });
    expect(
      Number(within(totals).getByText('Registros').nextElementSibling?.textContent?.replace(/\D/g, '')),
    ).toBeGreaterThan(0);
    noUnknownError();
  });
});

once('issue 24 item 3: the agent contracts on the operator dialect with its adapter', () => {
  it('§4 lists the contracts (parties as account strings), and a lower rate ends the old one after the warning', async () => {
    const view = await openAs('/agentHome/contracts?downline=20002&kind=daily', 'agente1');
    const form = await screen.findByRole('form', { name: 'Novo pedido de contrato' }, { timeout: 8000 });
    await within(form).findByRole('option', { name: 'agente2' }, { timeout: 5000 });
    await view.user.type(within(form).getByRole('textbox', { name: /^taxa/i }), '0,5');
    await view.user.type(within(form).getByRole('textbox', { name: /^valor de apostas diário/i }), '1000');
    await view.user.type(within(form).getByRole('textbox', { name: /^membros ativos/i }), '2');
    await view.user.click(within(form).getByRole('button', { name: 'Enviar pedido' }));

    const warning = await findDialog('Contratos que serão encerrados');
    expect(warning).toHaveTextContent('agente1 → agente2');
    await view.user.click(within(warning).getByRole('button', { name: 'Encerrar e enviar' }));
    await waitFor(() =>
      expect(contractsTable(mock.db).contracts.find((c) => c.id === 'ct-1001')?.status).toBe('terminated'),
    );
    expect(await screen.findByText(/Pedido enviado a agente2/)).toBeInTheDocument();
    const log = screen.getByRole('region', { name: 'Histórico de alterações' });
    await waitFor(() => expect(log).toHaveTextContent('encerrou o contrato com um novo pedido'));
    noUnknownError();
  }, 60_000);
});
