import { parseCsv } from '@sorte/domain';
import { failures } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInAsAgent } from '../../../test/lobbyTestKit.ts';
import { findDialog, renderApp, simulatedGatewayForFile, TEST_GATEWAY } from '../../../test/renderApp.tsx';

// Spec §2 agentTeamOverview and downlineManagmentView, §4 Periods, §6 Agent (see team data, transfer to downline).
const mock = simulatedGatewayForFile();

type View = Awaited<ReturnType<typeof renderApp>>;

async function agentAt(url: string, scenario = {}) {
  const view = await renderApp(mock, { url: '/agent', scenario });
  await logInAsAgent(view);
  await view.router.navigate(url);
  return view;
}

// The downline list is windowed: give every box a size (happy-dom lays nothing out), so rows are rendered.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterEach(() => vi.restoreAllMocks());

const balanceOf = (account: string) => mock.db.findAccount(account)!.balance;

describe('§2 agentTeamOverview, §4 Periods', () => {
  it('shows last month’s figures with their change against the month before, the period in the URL', async () => {
    const view = await agentAt('/agentHome/team?period=MONTHLY-previous');
    // The file's first page: its lazy routes are transformed now, slow in a busy worker (clean-clone CI).
    await screen.findByRole('heading', { name: 'Visão geral da equipe' }, { timeout: 15_000 });
    const size = await screen.findByText('Membros da equipe', {}, { timeout: 8000 });
    const card = size.parentElement!;
    await waitFor(() => expect(within(card).getAllByRole('definition')[0]).not.toHaveTextContent('—'));
    // Every figure says how it moved, in words.
    await waitFor(() => expect(screen.getAllByText(/período anterior/).length).toBeGreaterThanOrEqual(9));
    expect(screen.getByRole('img', { name: /Apostas válidas por dia/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Apostas válidas e receita por dia' })).toBeInTheDocument();

    await view.user.selectOptions(screen.getByRole('combobox', { name: /período/i }), 'WEEKLY');
    await waitFor(() => expect(view.router.state.location.search).toContain('period=WEEKLY'));
  });

  it('exports the figures beside the period before and each day as a pt-BR CSV (issue 23 items 6 and 7)', async () => {
    const view = await agentAt('/agentHome/team?period=MONTHLY-previous');
    await waitFor(() => expect(screen.getAllByText(/período anterior/).length).toBeGreaterThanOrEqual(9), {
      timeout: 8000,
    });
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:team';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await view.user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Arquivo pronto: 31 registros.')).toBeInTheDocument();
    expect(names).toEqual(['visao-geral-equipe_2026-10-01_2026-10-31.csv']);
    const text = await blobs[0]!.text();
    expect(text.split('\r\n')[0]).toBe('\uFEFFIndicador;Período;Período anterior');
    const rows = parseCsv(text);
    const size = screen.getByText('Membros da equipe').parentElement!;
    const shownSize = within(size).getAllByRole('definition')[0]!.textContent!.replace(/\D/g, '');
    expect(rows[1]).toEqual(['Membros da equipe', shownSize, expect.stringMatching(/^\d+$/)]);
    const deposits = rows.find((row) => row[0] === 'Depósitos')!;
    expect(deposits[1]).toMatch(/^\d+(,\d+)?$/);
    expect(rows[11]).toEqual(['Dia', 'Apostas válidas', 'Receita']);
    expect(rows.slice(12)).toHaveLength(31);
    expect(rows[12]![0]).toBe('2026-10-01');
  });

  it('says so when the team cannot be read, and reads it again on retry', async () => {
    const view = await agentAt('/agentHome/team', { failures: { teamOverview: 'server-error' } });
    const retry = await screen.findByRole('button', { name: /tentar novamente/i }, { timeout: 8000 });
    mock.applyScenario({ failures: { teamOverview: null } });
    await view.user.click(retry);
    await waitFor(() => expect(screen.queryAllByText(/período anterior/).length).toBeGreaterThan(0), {
      timeout: 8000,
    });
    // The failed read is retried by the query before the error shows: more than 10 s on a busy machine.
  }, 20_000);
});

describe('§2 downlineManagmentView', () => {
  it('drills two levels down and back up with the breadcrumb; back keeps the level', async () => {
    const view = await agentAt('/agentHome/downlines');
    await view.user.click(
      await screen.findByRole('button', { name: 'Ver a equipe de agente2' }, { timeout: 8000 }),
    );
    await waitFor(() => expect(view.router.state.location.search).toBe('?under=20002'));
    await view.user.click(
      await screen.findByRole('button', { name: 'Ver a equipe de agente2a' }, { timeout: 8000 }),
    );
    const crumbs = await screen.findByRole('navigation', { name: 'Níveis da equipe' });
    await waitFor(() => expect(crumbs).toHaveTextContent('Minha equipe/agente2/agente2a'));
    expect(within(crumbs).getByText('agente2a')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('time2ap1')).toBeInTheDocument();

    await view.router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Níveis da equipe' })).toHaveTextContent(/agente2$/),
    );
    await view.user.click(
      within(screen.getByRole('navigation', { name: 'Níveis da equipe' })).getByRole('button', {
        name: 'Minha equipe',
      }),
    );
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(await screen.findByRole('button', { name: 'Ver a equipe de agente41' })).toBeInTheDocument();
  });

  it('opens a level from its link (a reload), the breadcrumb read from the gateway', async () => {
    await agentAt('/agentHome/downlines?under=21002');
    const crumbs = await screen.findByRole('navigation', { name: 'Níveis da equipe' }, { timeout: 8000 });
    await waitFor(() => expect(crumbs).toHaveTextContent('Minha equipe/agente2/agente2a'));
  });

  it('shows each downline’s type, balance, status, last login and contract', async () => {
    await agentAt('/agentHome/downlines');
    const row = (await screen.findByText('time1p6', {}, { timeout: 8000 })).closest('tr')!;
    expect(row).toHaveTextContent('Jogador');
    expect(row).toHaveTextContent('Congelado');
    expect(within(row).getByRole('button', { name: 'Transferir para time1p6' })).toBeDisabled();
    const agent = screen.getByRole('button', { name: 'Ver a equipe de agente2' }).closest('tr')!;
    expect(agent).toHaveTextContent('Agente');
    expect(agent).toHaveTextContent('Salário diário');
    const never = screen.getByText('time1p5').closest('tr')!;
    expect(never).toHaveTextContent('Nunca');
  });

  it('shows a contract request the downline has not answered as pending, not as its current contract (issue 23)', async () => {
    await agentAt('/agentHome/downlines');
    const row = (await screen.findByText('agente41', {}, { timeout: 8000 })).closest('tr')!;
    expect(row).toHaveTextContent('Sem contrato');
    expect(row).toHaveTextContent(/Pedido aguardando resposta: Dividendos 25\s?%/);
  });

  it('sorts and filters the loaded downlines, with the search, kept in the URL (issue 23 item 6)', async () => {
    const view = await agentAt('/agentHome/downlines?sort=balance-desc&show=active');
    const table = await screen.findByRole('table', { name: 'Seus subordinados' }, { timeout: 8000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3), {
      timeout: 8000,
    });
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('balance-desc');
    expect(screen.getByRole('combobox', { name: 'Mostrar' })).toHaveValue('active');
    const accounts = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('bdi')!.textContent!);
    const balances = accounts().map(balanceOf);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(accounts()).not.toContain('time1p6');

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Mostrar' }), 'frozen');
    await waitFor(() => expect(view.router.state.location.search).toContain('show=frozen'));
    await waitFor(() => expect(accounts()).toContain('time1p6'));
    expect(accounts().every((account) => mock.db.findAccount(account)!.memberStatus !== 'NORMAL')).toBe(true);

    await view.user.type(screen.getByRole('searchbox', { name: 'Buscar por conta' }), 'time1p');
    await view.user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(view.router.state.location.search).toContain('q=time1p'));
    expect(view.router.state.location.search).toContain('show=frozen');
    expect(view.router.state.location.search).toContain('sort=balance-desc');
    await waitFor(() => expect(accounts().every((account) => account.startsWith('time1p'))).toBe(true));
    expect(accounts()).toContain('time1p6');
    expect(accounts().every((account) => mock.db.findAccount(account)!.memberStatus !== 'NORMAL')).toBe(true);
  });

  it('orders the downlines by a column header, marked with aria-sort and kept in the URL (issue 23 item 6)', async () => {
    const view = await agentAt('/agentHome/downlines');
    const table = await screen.findByRole('table', { name: 'Seus subordinados' }, { timeout: 8000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3), {
      timeout: 8000,
    });
    const balanceHeader = within(table).getByRole('columnheader', { name: 'Saldo' });
    expect(balanceHeader).toHaveAttribute('aria-sort', 'none');
    const balances = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => balanceOf(row.querySelector('bdi')!.textContent!));

    await view.user.click(within(balanceHeader).getByRole('button', { name: 'Saldo' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?sort=balance-desc'));
    await waitFor(() => expect(balanceHeader).toHaveAttribute('aria-sort', 'descending'));
    expect(balances()).toEqual([...balances()].sort((a, b) => b - a));
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('balance-desc');

    await view.user.click(within(balanceHeader).getByRole('button', { name: 'Saldo' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?sort=balance-asc'));
    await waitFor(() => expect(balanceHeader).toHaveAttribute('aria-sort', 'ascending'));
    expect(balances()).toEqual([...balances()].sort((a, b) => a - b));
    expect(within(table).getByRole('columnheader', { name: 'Conta' })).toHaveAttribute('aria-sort', 'none');
  });

  it('searches the whole team by account, and says when nothing matches', async () => {
    const view = await agentAt('/agentHome/downlines');
    const field = await screen.findByRole('searchbox', { name: 'Buscar por conta' }, { timeout: 8000 });
    await view.user.type(field, 'time2ap');
    await view.user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText(/Contas da equipe com “time2ap”: 4/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?q=time2ap');
    await view.user.clear(field);
    await view.user.type(field, 'ninguem');
    await view.user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText('Nenhuma conta da equipe com “ninguem”.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});

function transferKeys() {
  const keys: (string | null)[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/MCS2_transferToDownline'))
      keys.push(request.headers.get('Idempotency-Key'));
  });
  return keys;
}

async function openTransfer(view: View, account: string, amount: string, password = '135790') {
  await view.user.click(
    await screen.findByRole('button', { name: `Transferir para ${account}` }, { timeout: 8000 }),
  );
  const dialog = await findDialog(`Transferir para ${account}`);
  const form = await within(dialog).findByRole(
    'form',
    { name: 'Transferir para o subordinado' },
    { timeout: 5000 },
  );
  await view.user.type(within(form).getByRole('textbox', { name: /^valor/i }), amount);
  await view.user.type(within(form).getByLabelText(/^senha de saque/i), password);
  await view.user.click(within(form).getByRole('button', { name: 'Continuar' }));
  return dialog;
}

describe('issue 23 item 6: a downline’s profile (a reading: MCS2_getDownlineProfile)', () => {
  it('opens from its row: the figures of the last 30 days, no current contract, the unanswered request apart', async () => {
    const view = await agentAt('/agentHome/downlines?sort=balance-desc');
    await view.user.click(await screen.findByRole('link', { name: 'Perfil de agente41' }, { timeout: 8000 }));
    await waitFor(() => expect(view.router.state.location.search).toContain('profile=agente41'));
    expect(view.router.state.location.search).toContain('sort=balance-desc');
    const profile = await screen.findByRole('article', { name: 'agente41' });
    const balance = within(profile).getByText('Saldo').nextElementSibling!;
    await waitFor(() => expect(balance).toHaveTextContent(/R\$\s?560,40/), { timeout: 8000 });
    expect(within(profile).getByRole('heading', { name: /^Movimento de .+ a .+$/ })).toBeInTheDocument();
    expect(within(profile).getByText('Depósitos').nextElementSibling).toHaveTextContent(/R\$/);
    const contracts = within(profile).getByRole('region', { name: 'Contratos atuais' });
    expect(within(contracts).getByText('Sem contrato')).toBeInTheDocument();
    const pending = within(contracts).getAllByRole('list')[0]!;
    expect(pending).toHaveTextContent(/Dividendos 25\s?%/);
    expect(pending.previousElementSibling).toHaveTextContent('Pedidos aguardando resposta');

    await view.user.click(within(profile).getByRole('link', { name: 'Voltar aos subordinados' }));
    await screen.findByRole('link', { name: 'Perfil de agente2' });
    expect(view.router.state.location.search).toBe('?sort=balance-desc');
  });

  it('lists every contract in effect as current, and says a frozen downline is frozen', async () => {
    const view = await agentAt('/agentHome/downlines?profile=agente42');
    const profile = await screen.findByRole('article', { name: 'agente42' });
    const contracts = within(profile).getByRole('region', { name: 'Contratos atuais' });
    const current = await within(contracts).findByRole('list', {}, { timeout: 8000 });
    // Its hourly salary with the termination asked still binds; the real-time one is active.
    expect(
      within(current)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Salário por hora 0,4\s?%$/),
        expect.stringMatching(/^Salário em tempo real 0,2\s?%$/),
      ]),
    );
    expect(within(contracts).queryByText('Pedidos aguardando resposta')).toBeNull();

    await view.router.navigate('/agentHome/downlines?profile=time1p6');
    const frozen = await screen.findByRole('article', { name: 'time1p6' });
    await within(frozen).findByText(
      'Conta congelada: não entra no site nem movimenta dinheiro.',
      {},
      { timeout: 8000 },
    );
    expect(within(frozen).getByText('Sem contrato')).toBeInTheDocument();
  });

  it('a gateway without the call (404): the profile says so once, then the list offers no profile links', async () => {
    const view = await agentAt('/agentHome/downlines');
    mock.server.use(failures.missing('downlineProfile', { baseUrl: TEST_GATEWAY }));
    await view.user.click(await screen.findByRole('link', { name: 'Perfil de agente2' }, { timeout: 8000 }));
    await screen.findByText('Este site não mostra o perfil dos subordinados.', {}, { timeout: 8000 });
    expect(screen.queryByRole('alert')).toBeNull();
    await view.user.click(screen.getByRole('link', { name: 'Voltar aos subordinados' }));
    await screen.findByRole('button', { name: 'Transferir para agente2' }, { timeout: 8000 });
    expect(screen.queryByRole('link', { name: /^Perfil de/ })).toBeNull();
  });
});

describe('§6 Agent: transfer to a downline', () => {
  it('issue 26 item 1: under "jurisdiction": "BR" no downline is offered an agent-funded transfer, not even by its address', async () => {
    const view = await renderApp(mock, { url: '/agent', config: { jurisdiction: 'BR' } });
    await logInAsAgent(view);
    // The login's risk warning opens with the agent centre; it is answered before the address is typed.
    const warning = await findDialog('Aviso', 10_000);
    await view.user.click(within(warning).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await view.router.navigate('/agentHome/downlines?to=agente2');
    await screen.findByRole('link', { name: 'Perfil de agente2' }, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: /^Transferir para / })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirms with the downline’s account and name, and a double submit moves the money once', async () => {
    const keys = transferKeys();
    const [agentBefore, downlineBefore] = [balanceOf('agente1'), balanceOf('agente2')];
    const view = await agentAt('/agentHome/downlines');
    const dialog = await openTransfer(view, 'agente2', '100');
    const confirm = within(dialog).getByRole('form', { name: 'Confirmar transferência para o subordinado' });
    expect(confirm).toHaveTextContent('Beatriz Rocha (agente2)');
    await view.user.dblClick(within(confirm).getByRole('button', { name: 'Confirmar transferência' }));
    await within(dialog).findByText('Transferência concluída', {}, { timeout: 5000 });
    expect(keys).toHaveLength(1);
    expect(balanceOf('agente1')).toBeCloseTo(agentBefore - 100, 2);
    expect(balanceOf('agente2')).toBeCloseTo(downlineBefore + 100, 2);
  });

  it('after a timeout it re-reads and offers a retry under the same key: the money moves once', async () => {
    const keys = transferKeys();
    const [agentBefore, downlineBefore] = [balanceOf('agente1'), balanceOf('agente41')];
    const view = await agentAt('/agentHome/downlines');
    const dialog = await openTransfer(view, 'agente41', '50');
    mock.applyScenario({ moneyCallFault: 'timeout' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirmar transferência' }));
    await within(dialog).findByText(/Não sabemos se a operação foi concluída/, {}, { timeout: 20_000 });
    await view.user.click(await within(dialog).findByRole('button', { name: 'Enviar de novo' }));
    await within(dialog).findByText('Transferência concluída', {}, { timeout: 5000 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(balanceOf('agente1')).toBeCloseTo(agentBefore - 50, 2);
    expect(balanceOf('agente41')).toBeCloseTo(downlineBefore + 50, 2);
  });

  it('a wrong withdraw password is refused under the field and nothing moves', async () => {
    const before = balanceOf('agente1');
    const view = await agentAt('/agentHome/downlines');
    const dialog = await openTransfer(view, 'agente2', '10', '000000');
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirmar transferência' }));
    const password = await within(dialog).findByLabelText(/^senha de saque/i, {}, { timeout: 5000 });
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(balanceOf('agente1')).toBe(before);
  });
});

describe('§2 downlineManagmentView → §4 Contracts: propose a contract from the downline list', () => {
  async function proposeTo(account: string, scenario = {}) {
    const view = await agentAt('/agentHome/downlines', scenario);
    const link = await screen.findByRole('link', { name: `Propor contrato a ${account}` }, { timeout: 8000 });
    await view.user.click(link);
    const form = await screen.findByRole('form', { name: 'Novo pedido de contrato' }, { timeout: 8000 });
    await within(form).findByRole('option', { name: account }, { timeout: 5000 });
    return { view, form };
  }

  it('opens the request form filled with the downline and the first kind the flags allow (dividend)', async () => {
    const { view, form } = await proposeTo('agente2');
    expect(view.router.state.location.pathname).toBe('/agentHome/contracts');
    expect(view.router.state.location.search).toBe('?downline=20002&kind=dividend');
    expect(within(form).getByRole('combobox', { name: 'Subordinado' })).toHaveValue('20002');
    expect(within(form).getByRole('combobox', { name: 'Tipo de contrato' })).toHaveValue('dividend');
  });

  it('skips a kind whose §3 Consolidated flag is off (divtypereq off: daily)', async () => {
    const { view, form } = await proposeTo('agente2', { agentContracts: 'no-dividend' });
    expect(view.router.state.location.search).toBe('?downline=20002&kind=daily');
    expect(within(form).getByRole('combobox', { name: 'Tipo de contrato' })).toHaveValue('daily');
  });

  it('offers no contract link when every contract flag is off', async () => {
    await agentAt('/agentHome/downlines', { agentContracts: 'none' });
    await screen.findByRole('button', { name: 'Transferir para agente2' }, { timeout: 8000 });
    expect(screen.queryByRole('link', { name: /^Propor contrato/ })).toBeNull();
  });
});
