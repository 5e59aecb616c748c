import { contractsTable, proposeContract } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../../test/renderApp.tsx';

// Spec §2 contract popup, §4 Contracts (the rate rule), §7 MCS2_processDailySalContract; issue 14 item 7.
const mock = simulatedGatewayForFile();

type View = Awaited<ReturnType<typeof renderApp>>;

/** The daily-salary call's requests of one action, with their Idempotency-Key. */
function dailyRequests(action: string) {
  const keys: (string | null)[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/MCS2_processDailySalContract') && url.searchParams.get('action') === action)
      keys.push(request.headers.get('Idempotency-Key'));
  });
  return keys;
}

async function logIn(view: View, username: string) {
  const login = await findDialog('Entrar');
  await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), username);
  await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
  await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
}

async function openContracts(query = '') {
  const view = await renderApp(mock, { url: '/login' });
  await logIn(view, 'agente1');
  await view.router.navigate(`/agentHome/contracts${query}`);
  const form = await screen.findByRole('form', { name: 'Novo pedido de contrato' }, { timeout: 8000 });
  await within(form).findByRole('option', { name: 'agente2' }, { timeout: 5000 });
  return { view, form };
}

async function fillDaily(view: View, form: HTMLElement, rate: string) {
  await view.user.type(within(form).getByRole('textbox', { name: /^taxa/i }), rate);
  await view.user.type(within(form).getByRole('textbox', { name: /^valor de apostas diário/i }), '1000');
  await view.user.type(within(form).getByRole('textbox', { name: /^membros ativos/i }), '2');
}

const statusOf = (id: string) => contractsTable(mock.db).contracts.find((c) => c.id === id)?.status;

describe('§4 Contracts: a lower rate than the downline has warns, and ends its contract only after confirmation', () => {
  it('opens the request for the linked downline and kind, warns naming the contract, then terminates it', async () => {
    const requests = dailyRequests('request');
    const { view, form } = await openContracts('?downline=20002&kind=daily');
    expect(within(form).getByRole('combobox', { name: 'Subordinado' })).toHaveValue('20002');
    expect(within(form).getByRole('combobox', { name: 'Tipo de contrato' })).toHaveValue('daily');
    await fillDaily(view, form, '0,5');
    await view.user.click(within(form).getByRole('button', { name: 'Enviar pedido' }));

    const warning = await findDialog('Contratos que serão encerrados');
    expect(warning).toHaveTextContent('agente1 → agente2');
    expect(requests).toEqual([]);
    expect(statusOf('ct-1001')).toBe('active');

    await view.user.click(within(warning).getByRole('button', { name: 'Encerrar e enviar' }));
    await waitFor(() => expect(statusOf('ct-1001')).toBe('terminated'));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toEqual(expect.any(String));
    expect(await screen.findByText(/Pedido enviado a agente2/)).toBeInTheDocument();
    const log = screen.getByRole('region', { name: 'Histórico de alterações' });
    await waitFor(() => expect(log).toHaveTextContent('encerrou o contrato com um novo pedido'));
  });

  it('cancelling the warning sends nothing and ends nothing', async () => {
    const requests = dailyRequests('request');
    const { view, form } = await openContracts('?downline=20002&kind=daily');
    await fillDaily(view, form, '0,5');
    await view.user.click(within(form).getByRole('button', { name: 'Enviar pedido' }));
    const warning = await findDialog('Contratos que serão encerrados');
    await view.user.click(within(warning).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toEqual([]);
    expect(statusOf('ct-1001')).toBe('active');
  });

  it('never opens an empty warning: asked by the gateway before the contracts were read, it warns in general terms', async () => {
    // The agent's daily contracts cannot be read: the page cannot name what the request ends, the gateway can.
    mock.server.use(
      http.get('*/MCS2_processDailySalContract', ({ request }) =>
        new URL(request.url).searchParams.get('action') === 'list' ? HttpResponse.error() : undefined,
      ),
    );
    const { view, form } = await openContracts('?downline=20002&kind=daily');
    await fillDaily(view, form, '0,5');
    await view.user.click(within(form).getByRole('button', { name: 'Enviar pedido' }));

    const warning = await findDialog('Contratos que serão encerrados', 8000);
    expect(warning).toHaveTextContent(
      'Este pedido encerra contratos em vigor com uma taxa maior na equipe deste subordinado.',
    );
    expect(statusOf('ct-1001')).toBe('active');
    await view.user.click(within(warning).getByRole('button', { name: 'Encerrar e enviar' }));
    await waitFor(() => expect(statusOf('ct-1001')).toBe('terminated'));
    expect(await screen.findByText(/Pedido enviado a agente2/)).toBeInTheDocument();
  }, 20_000);

  it('a double submit sends one request', async () => {
    const requests = dailyRequests('request');
    const { view, form } = await openContracts('?downline=10001&kind=daily');
    await fillDaily(view, form, '1');
    const send = within(form).getByRole('button', { name: 'Enviar pedido' });
    await view.user.dblClick(send);
    expect(await screen.findByText(/Pedido enviado a jogador01/)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(contractsTable(mock.db).contracts.filter((c) => c.downline.id === '10001')).toHaveLength(1);
  });
});

describe('§2 contract popup (logged in only): the downline accepts a new contract', () => {
  it('shows the pending contract to the player on the site and accepts it once', async () => {
    const agent = mock.db.findAccount('agente1')!;
    const proposed = proposeContract(
      mock.db,
      agent,
      '10001',
      { kind: 'daily', rate: 1.5, dailyBetAmount: 1000, activeMembers: 2 },
      false,
    );
    if (!('contract' in proposed)) throw new Error('the proposal was refused');
    const accepts = dailyRequests('accept');
    const view = await renderApp(mock, { url: '/login' });
    await logIn(view, 'jogador01');
    const popup = await findDialog('Novo contrato para você', 10_000);
    expect(popup).toHaveTextContent('agente1');
    await view.user.dblClick(within(popup).getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(statusOf(proposed.contract.id)).toBe('active'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo contrato para você' })).toBeNull());
    expect(accepts).toHaveLength(1);
  });

  it('never checks for an anonymous visitor', async () => {
    const lists = dailyRequests('list');
    const view = await renderApp(mock, { url: '/' });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(view.store.get(sessionTokenAtom)).toBeNull();
    expect(lists).toEqual([]);
  });
});
