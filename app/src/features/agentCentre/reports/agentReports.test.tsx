import { csvNumber, parseCsv } from '@sorte/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInAsAgent } from '../../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile } from '../../../test/renderApp.tsx';

// Issue 14 item 6: the agent centre's reports (§2 Agent menu; §4 Periods; §9 real-time salary every 5 minutes),
// against the simulated gateway in this run's dialect.
const mock = simulatedGatewayForFile();

async function openAsAgent(url: string) {
  const view = await renderApp(mock, { url: '/agent' });
  await logInAsAgent(view);
  await view.router.navigate(url);
  return view;
}

const recordsCount = async () => {
  const totals = await screen.findByRole('region', { name: 'Totais do período' }, { timeout: 8000 });
  await waitFor(() => expect(totals).not.toHaveAttribute('aria-busy'), { timeout: 8000 });
  const count = within(totals).getByText('Registros').nextElementSibling?.textContent ?? '';
  return Number(count.replace(/\D/g, ''));
};

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
// A cell holds its column's name for the phone layout (hidden from screen readers), then its value.
const firstCells = (table: HTMLElement) =>
  bodyRows(table).map(
    (row) => within(row).getAllByRole('cell')[0]?.lastElementChild?.textContent?.trim() ?? '',
  );

function captureCsv() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:report';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return async () => parseCsv(await blobs.at(-1)!.text());
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterEach(() => vi.restoreAllMocks());

describe('§2 palStatementsAgentCopy: profit and loss split into team and self', () => {
  it('shows last month’s team per member, searches one member, switches to self per day, and exports what it shows', async () => {
    const view = await openAsAgent('/agentHome/profit-loss?period=MONTHLY-previous');
    const teamTable = await screen.findByRole(
      'table',
      { name: 'Lucro e perda da equipe' },
      { timeout: 8000 },
    );
    expect(screen.getByRole('tab', { name: 'Equipe' })).toHaveAttribute('aria-selected', 'true');
    const members = await recordsCount();
    expect(members).toBeGreaterThan(1);
    // The table is windowed: a run of the members is on screen, never more than the count.
    await waitFor(() => expect(bodyRows(teamTable).length).toBeGreaterThan(1));
    expect(bodyRows(teamTable).length).toBeLessThanOrEqual(members);

    await view.user.type(screen.getByRole('textbox', { name: 'Conta do membro' }), 'agente2');
    await view.user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(view.router.state.location.search).toContain('account=agente2'));
    expect(view.router.state.location.search).toContain('period=MONTHLY-previous');
    // The search is part of an account: agente2 and its own sub-agent agente2a.
    await waitFor(() => expect(firstCells(teamTable)).toContain('agente2'));
    expect(firstCells(teamTable).every((account) => account.includes('agente2'))).toBe(true);

    await view.user.click(screen.getByRole('tab', { name: 'Pessoal' }));
    await waitFor(() => expect(view.router.state.location.search).toContain('scope=self'));
    expect(view.router.state.location.search).not.toContain('account=');
    const selfTable = await screen.findByRole('table', { name: 'Lucro e perda pessoal' }, { timeout: 8000 });
    expect(screen.queryByRole('textbox', { name: 'Conta do membro' })).toBeNull();
    const days = await recordsCount();
    expect(days).toBeGreaterThan(5);
    await waitFor(() => expect(bodyRows(selfTable).length).toBeGreaterThan(5));

    const csv = captureCsv();
    await view.user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await screen.findByText(`Arquivo pronto: ${days} registros.`, {}, { timeout: 8000 });
    const [header, ...rows] = await csv();
    expect(header).toEqual([
      'Dia',
      'Apostas',
      'Valor apostado',
      'Aposta válida',
      'Ganho ou perda dos jogadores',
      'Bônus',
      'Rebate',
      'Lucro ou perda',
    ]);
    expect(rows).toHaveLength(days);
    // The rows on screen (the table is windowed: a run of them) are the CSV's rows, in the same order.
    const screenDays = firstCells(selfTable);
    const csvDays = rows.map((row) => row[0]!.split('-').reverse().join('/'));
    const from = csvDays.indexOf(screenDays[0]!);
    expect(from).toBeGreaterThanOrEqual(0);
    expect(csvDays.slice(from, from + screenDays.length)).toEqual(screenDays);
    const totals = screen.getByRole('region', { name: 'Totais do período' });
    const betTotal = within(totals).getByText('Total apostado').nextElementSibling?.textContent ?? '';
    const csvBetTotal = rows.reduce((sum, row) => sum + Math.round(csvNumber(row[2]!) * 100), 0) / 100;
    expect(betTotal.replace(/\D/g, '')).toBe(csvBetTotal.toFixed(2).replace(/\D/g, ''));
  });
});

describe('§2 personalHistoryCopy: the agent’s own betting record is the member centre’s', () => {
  it('lists the agent’s bets of last week under /agentHome/bets', async () => {
    await openAsAgent('/agentHome/bets?period=WEEKLY-previous');
    const bets = await screen.findByRole('table', { name: 'Registro de apostas' }, { timeout: 8000 });
    expect(await recordsCount()).toBeGreaterThan(3);
    await waitFor(() => expect(bodyRows(bets).length).toBeGreaterThan(3));
  });
});

describe('§2 agentRevenueReport: revenue by game category', () => {
  it('lists the lobby’s categories with the agent’s revenue and the period’s totals', async () => {
    await openAsAgent('/agentHome/revenue?period=MONTHLY-previous');
    const table = await screen.findByRole(
      'table',
      { name: 'Receita por categoria de jogo' },
      { timeout: 8000 },
    );
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    expect(firstCells(table)).toEqual(
      expect.arrayContaining([
        'Loteria',
        'Cassino ao vivo',
        'Esportes',
        'Pescaria',
        'Cassino',
        'Jogos da casa',
      ]),
    );
    const totals = screen.getByRole('region', { name: 'Totais do período' });
    expect(within(totals).getByText('Receita do agente')).toBeInTheDocument();
  });
});

describe('§2 agentDownlineTransactionDetailsCopy: the downlines’ transactions, filtered', () => {
  it('keeps the type filter and a member in the URL and shows only their movements', async () => {
    const view = await openAsAgent('/agentHome/downline-transactions?period=MONTHLY-previous');
    const table = await screen.findByRole('table', { name: 'Transações da equipe' }, { timeout: 8000 });
    const all = await recordsCount();
    // Issue 23 defect 10: the team's movements carry no balance after, so no column of dashes.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toContain('Valor');
    expect(headers).not.toContain('Saldo após');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'DEPOSIT');
    await waitFor(() => expect(view.router.state.location.search).toContain('type=DEPOSIT'));
    await waitFor(async () => expect(await recordsCount()).toBeLessThan(all));
    await waitFor(() =>
      expect(bodyRows(table).every((row) => row.textContent?.includes('Depósito'))).toBe(true),
    );
    await view.user.type(screen.getByRole('textbox', { name: 'Conta do membro' }), 'jogador01');
    await view.user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(view.router.state.location.search).toContain('account=jogador01'));
    await waitFor(() => expect(new Set(firstCells(table))).toEqual(new Set(['jogador01'])));
    // A month of the whole team's movements, asked three times: more than the default 20 s on a busy machine.
  }, 45_000);
});

describe('§9 agentRealtimeSalary: settled every 5 minutes', () => {
  it('shows the next settlement with a countdown and the settled slots with rate, amount and status', async () => {
    await openAsAgent('/agentHome/realtime-salary?period=DAILY-previous');
    const next = await screen.findByRole('region', { name: 'Próxima liquidação' }, { timeout: 8000 });
    const timer = within(next).getByRole('timer', { name: 'Tempo até a liquidação' });
    expect(timer.textContent).toMatch(/^0[0-4]:[0-5]\d$/);
    const table = await screen.findByRole('table', { name: 'Salários em tempo real' }, { timeout: 8000 });
    expect(await recordsCount()).toBeGreaterThan(50);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(5));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Intervalo de 5 minutos',
      'Aposta válida da equipe',
      'Lucro ou perda da equipe',
      'Membros ativos',
      'Taxa',
      'Salário',
      'Situação',
    ]);
    expect(bodyRows(table)[0]).toHaveTextContent(/Pago|Meta não atingida/);
  });

  it('dividends read one half month a row, hourly salary one hour a row', async () => {
    const view = await openAsAgent('/agentHome/dividends?period=MONTHLY-previous');
    const dividends = await screen.findByRole(
      'table',
      { name: 'Registros de dividendos' },
      { timeout: 8000 },
    );
    expect(await recordsCount()).toBe(2);
    await waitFor(() => expect(firstCells(dividends)[0]).toMatch(/^16\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/));
    await view.router.navigate('/agentHome/hourly-salary?period=DAILY-previous&status=PAID');
    const hourly = await screen.findByRole('table', { name: 'Salários por hora' }, { timeout: 8000 });
    await waitFor(() => expect(bodyRows(hourly).length).toBeGreaterThan(0));
    expect(screen.getByRole('combobox', { name: 'Situação' })).toHaveValue('PAID');
    expect(bodyRows(hourly).every((row) => row.textContent?.includes('Pago'))).toBe(true);
  });

  it('each salary record opens on its own rhythm (issue 23): dividends this half month, hourly today', async () => {
    // The filter is there whatever the period holds (an empty half month shows no table).
    const view = await openAsAgent('/agentHome/dividends');
    await screen.findByRole('heading', { level: 1, name: 'Registros de dividendos' }, { timeout: 8000 });
    const period = () => screen.findByRole('combobox', { name: 'Período' }, { timeout: 8000 });
    expect(await period()).toHaveValue('SEMIMONTHLY');
    expect(await period()).toHaveAccessibleDescription(/^(01|16)\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/);
    await view.router.navigate('/agentHome/hourly-salary');
    await screen.findByRole('heading', { level: 1, name: 'Salário por hora' }, { timeout: 8000 });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Período' })).toHaveValue('DAILY'), {
      timeout: 8000,
    });
  });

  it('daily wages read one day a row', async () => {
    await openAsAgent('/agentHome/daily-wages?period=MONTHLY-previous');
    const table = await screen.findByRole('table', { name: 'Salários diários' }, { timeout: 8000 });
    expect(await recordsCount()).toBeGreaterThan(20);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(5));
    expect(firstCells(table)[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});
