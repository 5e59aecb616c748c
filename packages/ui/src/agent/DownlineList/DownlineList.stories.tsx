import { downlineView } from '@sorte/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import * as frames from '../../records/records.css.ts';
import { storyDownlines, storyFormats, storyLevels } from '../fixtures.ts';
import { DownlineList } from './DownlineList.tsx';

const frame: Decorator = (Story) => (
  <div className={frames.storyFrame}>
    <div className={frames.storyColumn} data-screenshot>
      <Story />
    </div>
  </div>
);

const phone: Decorator = (Story) => (
  <div className={frames.storyFrame}>
    <div style={{ inlineSize: '360px' }} data-screenshot>
      <Story />
    </div>
  </div>
);

const rows = storyDownlines();

const meta = {
  title: 'Agent/DownlineList',
  component: DownlineList,
  args: {
    rows,
    total: rows.length,
    status: 'ready',
    levels: [],
    search: '',
    onSearch: fn(),
    sort: null,
    onSort: fn(),
    filter: 'all',
    onFilter: fn(),
    onOpen: fn(),
    onLevel: fn(),
    onTransfer: fn(),
    contractHref: (downline) => `/agentHome/contracts?downline=${downline.id}&kind=daily`,
    profileHref: (downline) => `/agentHome/downlines?profile=${downline.account}`,
    onRetry: fn(),
    onLoadMore: fn(),
    formats: storyFormats,
  },
  decorators: [frame],
} satisfies Meta<typeof DownlineList>;

export default meta;
type Story = StoryObj<typeof meta>;

const painted = async (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelectorAll('tbody tr').length).toBeGreaterThan(3));

/**
 * The agent's own level: sub-agents first (they open their level), type, balance, status, last login, contract, and
 * the row actions within the column (no sideways scrolling to reach them).
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await painted(canvasElement);
    const scroller = canvas.getByRole('region', { name: uiText('Seus subordinados', 'Your downlines') });
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const agent = canvas.getByRole('button', {
      name: uiText('Ver a equipe de agente2', 'View the team of agente2'),
    });
    await expect(agent.closest('tr')).toHaveTextContent(
      uiText('Salário diário', 'Daily salary', { exact: false }),
    );
    await userEvent.click(agent);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ account: 'agente2' }));
    await expect(canvas.getByText(uiText('Minha equipe', 'My team'))).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * A request the downline has not answered is never its current contract (issue 23): agente41's 25 % dividend
 * awaits its answer below "no contract", and agente2's new 0.8 % daily salary below the 1.2 % still in effect.
 */
export const PendingRequest: Story = {
  args: {
    rows: rows.map((row) =>
      row.account === 'agente41'
        ? { ...row, contract: undefined, pendingContract: { kind: 'dividend', rate: 0.25 } }
        : row.account === 'agente2'
          ? { ...row, pendingContract: { kind: 'daily', rate: 0.008 } }
          : row,
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await painted(canvasElement);
    const rowOf = (account: string) => canvas.getByText(account, { selector: 'bdi' }).closest('tr');
    const subAgent = rowOf('agente41');
    await expect(subAgent).toHaveTextContent(uiText('Sem contrato', 'No contract', { exact: false }));
    await expect(subAgent).toHaveTextContent(
      uiText('Pedido aguardando resposta: Dividendos 25', 'Request awaiting an answer: Dividend 25', {
        exact: false,
      }),
    );
    // The story's formats write numbers the Portuguese way in every language.
    const agent = rowOf('agente2');
    await expect(agent).toHaveTextContent(/(Salário diário|Daily salary) 1,2/);
    await expect(agent).toHaveTextContent(
      /(aguardando resposta|awaiting an answer): (Salário diário|Daily salary) 0,8/,
    );
  },
};

/** A frozen member cannot be paid; the others can. */
export const Transfer: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await painted(canvasElement);
    await expect(
      canvas.getByRole('button', { name: uiText('Transferir para time1p6', 'Transfer to time1p6') }),
    ).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('button', { name: uiText('Transferir para time1p1', 'Transfer to time1p1') }),
    );
    await expect(args.onTransfer).toHaveBeenCalledWith(expect.objectContaining({ account: 'time1p1' }));
  },
};

/** Each row links to a contract request to its downline, of the first kind the agent may propose. */
export const ProposeContract: Story = {
  play: async ({ canvas, canvasElement }) => {
    await painted(canvasElement);
    await expect(
      canvas.getByRole('link', {
        name: uiText('Propor contrato a agente2', 'Propose a contract to agente2'),
      }),
    ).toHaveAttribute('href', '/agentHome/contracts?downline=20002&kind=daily');
  },
};

/** Issue 23 item 6: each row links to its downline's profile, named by the account. */
export const ProfileLinks: Story = {
  play: async ({ canvas, canvasElement }) => {
    await painted(canvasElement);
    await expect(
      canvas.getByRole('link', { name: uiText('Perfil de agente2', 'Profile of agente2') }),
    ).toHaveAttribute('href', '/agentHome/downlines?profile=agente2');
    await expect(
      canvas.getByRole('link', { name: uiText('Perfil de time1p1', 'Profile of time1p1') }),
    ).toHaveAttribute('href', '/agentHome/downlines?profile=time1p1');
  },
};

/** The gateway offers no profiles: no profile links. */
export const NoProfiles: Story = {
  args: { profileHref: undefined },
  play: async ({ canvas, canvasElement }) => {
    await painted(canvasElement);
    await expect(
      canvas.queryByRole('link', { name: uiText('Perfil de agente2', 'Profile of agente2') }),
    ).toBeNull();
    await expect(
      canvas.getByRole('link', {
        name: uiText('Propor contrato a agente2', 'Propose a contract to agente2'),
      }),
    ).toBeVisible();
  },
};

/** The agent may propose no contract kind (every §3 Consolidated flag off): no contract links. */
export const NoContractKind: Story = {
  args: { contractHref: undefined },
  play: async ({ canvas, canvasElement }) => {
    await painted(canvasElement);
    await expect(
      canvas.getByRole('button', { name: uiText('Transferir para time1p1', 'Transfer to time1p1') }),
    ).toBeEnabled();
    await expect(canvas.queryByRole('link', { name: /^(Propor contrato|Propose a contract)/ })).toBeNull();
  },
};

/** Two levels down: the breadcrumb goes back up. */
export const DrilledDown: Story = {
  args: { levels: storyLevels, rows: rows.slice(2, 6), total: 4 },
  play: async ({ canvas, args, userEvent }) => {
    const crumbs = canvas.getByRole('navigation', { name: uiText('Níveis da equipe', 'Team levels') });
    await expect(within(crumbs).getByText('agente2a')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(crumbs).getByRole('button', { name: 'agente2' }));
    await expect(args.onLevel).toHaveBeenCalledWith('20002');
    await userEvent.click(within(crumbs).getByRole('button', { name: uiText('Minha equipe', 'My team') }));
    await expect(args.onLevel).toHaveBeenCalledWith(null);
  },
};

/** A search of the whole team: its count, and a way back to the levels. */
export const Searched: Story = {
  args: { search: 'time1p', rows: rows.slice(2), total: rows.length - 2 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('time1p');
    await userEvent.click(canvas.getByRole('button', { name: uiText('Limpar busca', 'Clear search') }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

export const Searching: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), ' agente41 ');
    await userEvent.click(canvas.getByRole('button', { name: uiText('Buscar', 'Search') }));
    await expect(args.onSearch).toHaveBeenCalledWith('agente41');
  },
};

export const NoResults: Story = {
  args: { search: 'ninguem', rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(uiText('Nenhuma conta da equipe com “ninguem”.', 'No team account with “ninguem”.')),
    ).toBeInTheDocument();
  },
};

export const EmptyLevel: Story = {
  args: { levels: storyLevels.slice(0, 1), rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(uiText('Nenhum subordinado neste nível.', 'No downlines at this level.')),
    ).toBeInTheDocument();
  },
};

/**
 * Issue 23 item 6: the active downlines, highest balance first; the order and the status are asked of the page
 * (which keeps them in the URL).
 */
export const SortedAndFiltered: Story = {
  args: { sort: 'balance-desc', filter: 'active', rows: downlineView(rows, 'balance-desc', 'active') },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await painted(canvasElement);
    const sort = canvas.getByRole('combobox', { name: uiText('Ordenar por', 'Sort by') });
    const show = canvas.getByRole('combobox', { name: uiText('Mostrar', 'Show') });
    await expect(sort).toHaveValue('balance-desc');
    await expect(show).toHaveValue('active');
    await expect(canvas.queryByText('time1p6')).toBeNull();
    await userEvent.selectOptions(sort, 'joined-desc');
    await expect(args.onSort).toHaveBeenCalledWith('joined-desc');
    await userEvent.selectOptions(sort, '');
    await expect(args.onSort).toHaveBeenCalledWith(null);
    await userEvent.selectOptions(show, 'pendingContract');
    await expect(args.onFilter).toHaveBeenCalledWith('pendingContract');
  },
};

/**
 * Issue 23 item 6: on a desktop the account, balance and last-login headers order the rows (the same orders as the
 * select); the ordering header says so with `aria-sort`, the others say none; a second click turns the order round.
 */
export const SortedByHeader: Story = {
  args: { sort: 'balance-desc', rows: downlineView(rows, 'balance-desc', 'all') },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await painted(canvasElement);
    const header = (name: string | RegExp) => canvas.getByRole('columnheader', { name });
    await expect(header(uiText('Saldo', 'Balance'))).toHaveAttribute('aria-sort', 'descending');
    await expect(header(uiText('Conta', 'Account'))).toHaveAttribute('aria-sort', 'none');
    await expect(header(uiText('Último acesso', 'Last login'))).toHaveAttribute('aria-sort', 'none');
    await expect(header(uiText('Situação', 'Status'))).not.toHaveAttribute('aria-sort');
    await userEvent.click(canvas.getByRole('button', { name: uiText('Saldo', 'Balance') }));
    await expect(args.onSort).toHaveBeenLastCalledWith('balance-asc');
    await userEvent.click(canvas.getByRole('button', { name: uiText('Conta', 'Account') }));
    await expect(args.onSort).toHaveBeenLastCalledWith('account-asc');
    await userEvent.click(canvas.getByRole('button', { name: uiText('Último acesso', 'Last login') }));
    await expect(args.onSort).toHaveBeenLastCalledWith('activity-desc');
  },
};

/** No loaded downline has the status asked for. */
export const FilteredEmpty: Story = {
  args: { filter: 'pendingContract', rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        uiText(
          'Nenhum subordinado “Contrato sem resposta” entre os carregados.',
          'No downline “Unanswered contract” among those loaded.',
        ),
      ),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { rows: [], total: 0, status: 'error', failure: 'network' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Phones first: each downline a card of label and value; the order is the select's (no header to click). */
export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas, canvasElement }) => {
    await painted(canvasElement);
    await expect(canvas.getByRole('combobox', { name: uiText('Ordenar por', 'Sort by') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: uiText('Saldo', 'Balance') })).toBeNull();
  },
};
