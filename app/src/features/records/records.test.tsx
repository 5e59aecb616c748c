import { parseCsv } from '@sorte/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { findDialog, renderApp, simulatedGatewayForFile, TEST_GATEWAY } from '../../test/renderApp.tsx';

// Issue 13 item 1: the member centre's records (§2 personalHistoryCopy, transactionHistory, personalProfit,
// bonusDetails, manualRebate; §4 Periods), against the simulated gateway in this run's dialect.
const mock = simulatedGatewayForFile();

async function openRecords(url: string) {
  const view = await renderApp(mock, { url: '/login' });
  const login = await findDialog('Entrar');
  await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), 'jogador01');
  await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
  await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
  await view.router.navigate(url);
  return view;
}

const recordsCount = async () => {
  const totals = await screen.findByRole('region', { name: 'Totais do período' }, { timeout: 8000 });
  await waitFor(() => expect(totals).not.toHaveAttribute('aria-busy'), { timeout: 8000 });
  const count = within(totals).getByText('Registros').nextElementSibling?.textContent ?? '';
  return Number(count.replace(/\D/g, ''));
};

// The list is windowed: give every box a size (happy-dom lays nothing out), so rows are rendered.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterEach(() => vi.restoreAllMocks());

describe('issue 23: each record opens on a period that shows something, and says which days', () => {
  it.each([
    ['/member/bets', 'Registro de apostas'],
    ['/member/transactions', 'Registro da conta'],
  ])('%s opens on the last 7 days with rows and their dates, the URL clean', async (url, table) => {
    const view = await openRecords(url);
    // The file's first page: its lazy routes are transformed now, slow in a busy worker (clean-clone CI).
    await screen.findByRole('table', { name: table }, { timeout: 15_000 });
    const period = within(screen.getByRole('form', { name: 'Filtros' })).getByRole('combobox', {
      name: 'Período',
    });
    expect(period).toHaveValue('LAST7');
    expect(period).toHaveDisplayValue('Últimos 7 dias');
    // The dates shown are the seven days up to today, as the language writes them.
    expect(period).toHaveAccessibleDescription(/^\d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/);
    expect(await recordsCount()).toBeGreaterThan(0);
    expect(view.router.state.location.search).toBe('');

    await view.user.selectOptions(period, 'DAILY');
    await waitFor(() => expect(view.router.state.location.search).toBe('?period=DAILY'));
    expect(period).toHaveDisplayValue('Hoje');
    expect(period).toHaveAccessibleDescription(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});

describe('§4 Periods: the betting record filtered, in the URL, and exported as CSV', () => {
  it('shows last week’s bets with the range’s totals, keeps a category filter in the URL, and exports exactly them', async () => {
    const view = await openRecords('/member/bets?period=WEEKLY-previous');
    const table = await screen.findByRole('table', { name: 'Registro de apostas' }, { timeout: 8000 });
    expect(
      within(screen.getByRole('form', { name: 'Filtros' })).getByRole('combobox', { name: 'Período' }),
    ).toHaveValue('WEEKLY-previous');
    const all = await recordsCount();
    expect(all).toBeGreaterThan(3);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'RNG');
    await waitFor(() => expect(view.router.state.location.search).toContain('category=RNG'));
    expect(view.router.state.location.search).toContain('period=WEEKLY-previous');
    await waitFor(async () => expect(await recordsCount()).toBeLessThan(all));
    const rng = await recordsCount();
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .every((row) => row.textContent?.includes('Cassino')),
      ).toBe(true),
    );

    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:records';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await view.user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await screen.findByText(`Arquivo pronto: ${rng} registros.`, {}, { timeout: 8000 });
    const text = await blobs[0]!.text();
    // Issue 23 item 7: in Portuguese a spreadsheet splits on semicolons and reads decimal commas.
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFData;Nº da aposta;Categoria;Jogo;Aposta;Aposta válida;Prêmio;Resultado;Situação',
    );
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      'Data',
      'Nº da aposta',
      'Categoria',
      'Jogo',
      'Aposta',
      'Aposta válida',
      'Prêmio',
      'Resultado',
      'Situação',
    ]);
    expect(rows).toHaveLength(rng);
    expect(rows.every((row) => row[2] === 'Cassino')).toBe(true);
    // Amounts as plain numbers with a decimal comma.
    expect(rows.every((row) => /^-?\d+(,\d+)?$/.test(row[4]!))).toBe(true);
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(firstRow).toHaveTextContent(rows[0]![1]!);
  });

  it('refuses a custom range whose start is after its end, then applies a valid one to the URL (dates typed dd/mm/aaaa, issue 23 defect 10)', async () => {
    const view = await openRecords('/member/transactions?period=MONTHLY-previous');
    await screen.findByRole('table', { name: 'Registro da conta' }, { timeout: 8000 });
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Período' }), 'custom');
    const from = screen.getByLabelText('De');
    const to = screen.getByLabelText('Até');
    await view.user.clear(from);
    await view.user.type(from, '10/01/2026');
    await view.user.clear(to);
    await view.user.type(to, '01/01/2026');
    await view.user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A data inicial deve ser anterior ou igual à final',
    );
    await view.user.clear(to);
    await view.user.type(to, '20/01/2026');
    await view.user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?from=2026-01-10&to=2026-01-20'));
    expect(screen.getByLabelText('De')).toHaveValue('10/01/2026');
  });
});

describe('§2 manual rebate', () => {
  it('claims one category once and the main balance rises by it', async () => {
    const view = await openRecords('/member/rebate');
    const table = await screen.findByRole(
      'table',
      { name: 'Rebate por categoria de jogo' },
      { timeout: 8000 },
    );
    const keys: (string | null)[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/MCS2_claimManualRebate'))
        keys.push(request.headers.get('Idempotency-Key'));
    });
    const casino = within(table).getByRole('row', { name: /^Cassino R/ });
    // On a narrow panel the cell also carries its column's name ("Disponível"): the figure is the money in it.
    const claimable = within(casino)
      .getAllByRole('cell')[2]!
      .textContent!.replace(/\s/g, ' ')
      .match(/R\$ ?[\d.,]+/)![0];
    await view.user.dblClick(within(casino).getByRole('button', { name: 'Resgatar Cassino' }));
    await screen.findByText(
      new RegExp(`${claimable.replace(/[.$]/g, '\\$&')} creditados`),
      {},
      { timeout: 8000 },
    );
    expect(keys).toHaveLength(1);
    expect(keys[0]).toBeTruthy();
    await waitFor(() => expect(within(casino).getAllByRole('cell')[2]).toHaveTextContent(/0,00/));
    const claimed = Number(claimable.replace(/[^\d,]/g, '').replace(',', '.'));
    const balance = (1523.75 + claimed).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent(balance));
  });
});

describe('issue 23 item 6: a bet opens its details', () => {
  it('the bet number opens a dialog with its number and round to copy, and every figure of the row', async () => {
    const view = await openRecords('/member/bets');
    const table = await screen.findByRole('table', { name: 'Registro de apostas' }, { timeout: 8000 });
    const open = (
      await within(table).findAllByRole('button', { name: /^Ver detalhes da aposta / }, { timeout: 8000 })
    )[0]!;
    const betId = open.textContent ?? '';
    expect(open).toHaveAccessibleName(`Ver detalhes da aposta ${betId}`);
    await view.user.click(open);
    const dialog = await findDialog('Detalhes da aposta');
    expect(within(dialog).getByRole('textbox', { name: 'Nº da aposta' })).toHaveValue(betId);
    expect((within(dialog).getByRole('textbox', { name: 'Nº da rodada' }) as HTMLInputElement).value).toMatch(
      /^\d{9}$/,
    );
    for (const term of [
      'Data',
      'Jogo',
      'Categoria',
      'Situação',
      'Aposta',
      'Aposta válida',
      'Prêmio',
      'Resultado',
    ])
      expect(within(dialog).getByText(term, { selector: 'dt' })).toBeVisible();
    await view.user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Detalhes da aposta' })).toBeNull());
  });
});

describe('issue 23 item 6: search by bet or transaction number', () => {
  it('finds a bet by the end of its number, opens its details from the match, and says when none matches', async () => {
    const view = await openRecords('/member/bets');
    const table = await screen.findByRole('table', { name: 'Registro de apostas' }, { timeout: 8000 });
    const betId =
      (
        await within(table).findAllByRole('button', { name: /^Ver detalhes da aposta / }, { timeout: 8000 })
      )[1]!.textContent ?? '';
    const field = screen.getByRole('searchbox', { name: 'Buscar pelo número da aposta ou da rodada' });
    await view.user.type(field, betId.slice(-6));
    await view.user.click(screen.getByRole('button', { name: 'Buscar' }));
    const found = await screen.findByRole('table', { name: 'Apostas encontradas' });
    expect(screen.getByText(/registro\(s\) com o número/)).toBeVisible();
    const match = within(found).getByRole('button', { name: `Ver detalhes da aposta ${betId}` });
    await view.user.click(match);
    const dialog = await findDialog('Detalhes da aposta');
    expect(within(dialog).getByRole('textbox', { name: 'Nº da aposta' })).toHaveValue(betId);
    await view.user.click(within(dialog).getByRole('button', { name: 'Fechar' }));

    await view.user.clear(field);
    await view.user.type(field, 'NAO-EXISTE-999');
    await view.user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Apostas encontradas' })).toBeNull());
    expect(screen.getByText(/^Nenhum registro com o número NAO-EXISTE-999/)).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(field).toHaveValue('');
  });

  it('finds a movement of the account record by its number', async () => {
    const view = await openRecords('/member/transactions');
    const table = await screen.findByRole('table', { name: 'Registro da conta' }, { timeout: 8000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), {
      timeout: 8000,
    });
    const firstRow = within(table).getAllByRole('row')[1]!;
    const number =
      within(firstRow).getAllByRole('cell')[1]!.querySelector('span:last-child')?.textContent ?? '';
    expect(number).not.toBe('');
    await view.user.type(screen.getByRole('searchbox', { name: 'Buscar pelo número da transação' }), number);
    await view.user.click(screen.getByRole('button', { name: 'Buscar' }));
    const found = await screen.findByRole('table', { name: 'Transações encontradas' });
    expect(within(found).getByText(number)).toBeVisible();
  });
});

describe('issue 23 defect 10: the account record shows the balance after each movement only when the gateway gives it', () => {
  const columnNames = (table: HTMLElement) =>
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);

  it('with the balance: a Saldo após column with figures', async () => {
    await openRecords('/member/transactions');
    const table = await screen.findByRole('table', { name: 'Registro da conta' }, { timeout: 8000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), {
      timeout: 8000,
    });
    expect(columnNames(table)).toContain('Saldo após');
  });

  it('without it (a gateway that never says it): no column of dashes', async () => {
    mock.server.use(
      http.get(`${TEST_GATEWAY}/wps/relay/ODSFE2_getTransactionHistory`, () =>
        HttpResponse.json({
          success: true,
          value: {
            list: [
              {
                id: 'TX900001',
                time: '2026-11-24T13:00:00Z',
                type: 'DEPOSIT',
                amount: 100,
                status: 'SUCCESS',
              },
              {
                id: 'TX900002',
                time: '2026-11-23T13:00:00Z',
                type: 'WITHDRAW',
                amount: -40,
                status: 'SUCCESS',
              },
            ],
            total: 2,
          },
        }),
      ),
    );
    await openRecords('/member/transactions');
    const table = await screen.findByRole('table', { name: 'Registro da conta' }, { timeout: 8000 });
    await waitFor(() => expect(within(table).getByText('TX900001')).toBeVisible(), { timeout: 8000 });
    expect(columnNames(table)).not.toContain('Saldo após');
    expect(columnNames(table)).toContain('Valor');
  });
});
