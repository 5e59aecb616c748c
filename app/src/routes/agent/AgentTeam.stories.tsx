import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  PAGE_WAIT,
  PHONE,
  prepareScreen,
  renderScreen,
  STORY_NOW,
  storyLocation,
} from '../../stories/ScreenStory.tsx';

/**
 * The agent centre's team (issue 14: §2 agentTeamOverview, downlineManagmentView; §6 Agent transfer to downline) on
 * the simulated gateway, signed in as agente1 (three levels of team, withdraw password 135790).
 */
const meta = {
  title: 'Screens/Agent team',
  tags: ['!autodocs'],
  render: renderScreen,
  parameters: { account: 'agente1' },
  beforeEach: (context) => prepareScreen(context, { clockAt: STORY_NOW }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const figuresRead = () =>
  waitFor(
    () => expect(screen.getAllByText(/(período anterior|previous period)/).length).toBeGreaterThan(8),
    PAGE_WAIT,
  );

/** §4 last month (October 2026) against September, with the daily chart. */
export const OverviewLastMonth: Story = {
  parameters: { path: '/agentHome/team?period=MONTHLY-previous' },
  play: async () => {
    await figuresRead();
    await expect(
      screen.getByRole('img', { name: /(apostas válidas por dia|valid bets by day)/i }),
    ).toBeInTheDocument();
    await expect(storyLocation()).toBe('/agentHome/team?period=MONTHLY-previous');
  },
};

/** The same on a phone: the figures two by two, nothing wider than the screen. */
export const OverviewPhone: Story = {
  parameters: { path: '/agentHome/team?period=WEEKLY-previous' },
  globals: PHONE,
  play: async () => {
    await figuresRead();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

export const OverviewFailed: Story = {
  parameters: { path: '/agentHome/team', scenario: { failures: { teamOverview: 'server-error' } } },
  play: async () => {
    await screen.findByRole('button', { name: /(tentar novamente|try again)/i }, PAGE_WAIT);
  },
};

/** The downline table once its first rows are painted. */
async function downlineRows() {
  const table = await screen.findByRole(
    'table',
    { name: /(seus subordinados|your downlines|subordinados de|downlines of)/i },
    PAGE_WAIT,
  );
  await waitFor(() => expect(table.querySelectorAll('tbody tr').length).toBeGreaterThan(2), PAGE_WAIT);
}

/** agente1's own level: sub-agents of each type first, then its players; the row actions in view without scrolling. */
export const Downlines: Story = {
  parameters: { path: '/agentHome/downlines' },
  play: async () => {
    await downlineRows();
    const scroller = screen.getByRole('region', { name: /^(seus subordinados|your downlines)$/i });
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    await expect(
      screen.getByRole('button', { name: /(ver a equipe de|view the team of) agente1b$/i }),
    ).toBeInTheDocument();
  },
};

/** Issue 23 item 6: a link (or a reload) with an order and a status keeps them: the active downlines, richest first. */
export const DownlinesSortedFiltered: Story = {
  parameters: { path: '/agentHome/downlines?sort=balance-desc&show=active' },
  play: async () => {
    await downlineRows();
    await expect(screen.getByRole('combobox', { name: /^(ordenar por|sort by)$/i })).toHaveValue(
      'balance-desc',
    );
    await expect(screen.getByRole('combobox', { name: /^(mostrar|show)$/i })).toHaveValue('active');
    await expect(screen.queryByText(/^(congelado|frozen)$/i)).toBeNull();
  },
};

/** A tablet: each downline a card whose actions are in view, nothing wider than the screen. */
export const DownlinesTablet: Story = {
  parameters: { path: '/agentHome/downlines' },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async () => {
    await downlineRows();
    await expect(
      screen.getAllByRole('button', { name: /^(transferir para|transfer to) agente2$/i })[0],
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    const scroller = screen.getByRole('region', { name: /^(seus subordinados|your downlines)$/i });
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  },
};

/** Issue 23 item 6: a downline's profile on a phone, its unanswered dividend request apart from its (no) contract. */
export const DownlineProfilePhone: Story = {
  parameters: { path: '/agentHome/downlines?profile=agente41' },
  globals: PHONE,
  play: async () => {
    const profile = await screen.findByRole('article', { name: 'agente41' }, PAGE_WAIT);
    const contracts = within(profile).getByRole('region', {
      name: /^(contratos atuais|current contracts)$/i,
    });
    await within(contracts).findByText(/^(sem contrato|no contract)$/i, {}, PAGE_WAIT);
    await expect(within(contracts).getByRole('list')).toHaveTextContent(/(dividendos|dividend) 25\s?%/i);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** Two levels down (agente2, then agente2a), as a link or a reload opens it. */
export const DownlinesTwoLevelsDown: Story = {
  parameters: { path: '/agentHome/downlines?under=21002' },
  globals: PHONE,
  play: async () => {
    const crumbs = await screen.findByRole(
      'navigation',
      { name: /(níveis da equipe|team levels)/i },
      PAGE_WAIT,
    );
    await waitFor(() => expect(crumbs).toHaveTextContent(/agente2a/), PAGE_WAIT);
    await downlineRows();
  },
};

export const DownlinesSearchNoResults: Story = {
  parameters: { path: '/agentHome/downlines?q=ninguem' },
  play: async () => {
    await screen.findByText(/“ninguem”\./, {}, PAGE_WAIT);
  },
};

async function openTransfer(amount: string, password: string) {
  await downlineRows();
  await userEvent.click(screen.getByRole('button', { name: /(transferir para|transfer to) agente2$/i }));
  const dialog = await screen.findByRole(
    'dialog',
    { name: /(transferir para|transfer to) agente2$/i },
    PAGE_WAIT,
  );
  await userEvent.type(
    await within(dialog).findByRole('textbox', { name: /^(valor|amount)/i }, PAGE_WAIT),
    amount,
  );
  await userEvent.type(within(dialog).getByLabelText(/^(senha de saque|withdraw password)/i), password);
  await userEvent.click(within(dialog).getByRole('button', { name: /^(continuar|continue)$/i }));
  return dialog;
}

/** §6 Agent: the summary names the downline's account and name before anything is sent. */
export const TransferConfirm: Story = {
  parameters: { path: '/agentHome/downlines' },
  play: async () => {
    const dialog = await openTransfer('100', '135790');
    await expect(dialog).toHaveTextContent('Beatriz Rocha (agente2)');
  },
};

export const TransferDone: Story = {
  parameters: { path: '/agentHome/downlines' },
  play: async () => {
    const dialog = await openTransfer('100', '135790');
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^(confirmar transferência|confirm transfer)$/i }),
    );
    await within(dialog).findByText(/(transferência concluída|transfer complete)/i, {}, PAGE_WAIT);
  },
};

export const TransferWrongPassword: Story = {
  parameters: { path: '/agentHome/downlines' },
  play: async () => {
    const dialog = await openTransfer('100', '000000');
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^(confirmar transferência|confirm transfer)$/i }),
    );
    const password = await within(dialog).findByLabelText(
      /^(senha de saque|withdraw password)/i,
      {},
      PAGE_WAIT,
    );
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'), PAGE_WAIT);
  },
};
