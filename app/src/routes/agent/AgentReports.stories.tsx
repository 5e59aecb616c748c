import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { PAGE_WAIT, PHONE, prepareScreen, renderScreen, storyLocation } from '../../stories/ScreenStory.tsx';

/**
 * Every story reads the same time: 25/11/2026 12:02:30 in São Paulo, so the periods, the generated team figures and
 * the real-time salary's next settlement (12:05) are the same in each run.
 */
const STORY_NOW = Date.UTC(2026, 10, 25, 15, 2, 30);

/**
 * The agent centre's reports (issue 14 item 6: §2 Agent menu; §4 Periods; §9 real-time salary) on the simulated
 * gateway, signed in as agente1 (a team of sub-agents of each type and jogador01). The agent centre's frame is built
 * apart: these screens show the pages inside /agentHome as the registry renders them.
 */
const meta = {
  title: 'Screens/Agent reports',
  tags: ['!autodocs'],
  render: renderScreen,
  parameters: { account: 'agente1' },
  beforeEach: (context) => prepareScreen(context, { clockAt: STORY_NOW }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function recordsCount() {
  const totals = await screen.findByRole(
    'region',
    { name: /^(totais do período|period totals)$/i },
    PAGE_WAIT,
  );
  await waitFor(() => expect(totals).not.toHaveAttribute('aria-busy'), PAGE_WAIT);
  return Number((totals.querySelector('dd')?.textContent ?? '').replace(/\D/g, ''));
}

const table = (name: RegExp) => screen.findByRole('table', { name }, PAGE_WAIT);
const rowsOf = async (found: HTMLElement, atLeast: number) =>
  waitFor(() => expect(found.querySelectorAll('tbody tr').length).toBeGreaterThanOrEqual(atLeast), PAGE_WAIT);

/** palStatementsAgentCopy: last month's team, one row per member who played. */
export const ProfitLossTeamLastMonth: Story = {
  parameters: { path: '/agentHome/profit-loss?period=MONTHLY-previous' },
  play: async () => {
    const team = await table(/^(lucro e perda da equipe|team profit and loss)$/i);
    await expect(await recordsCount()).toBeGreaterThan(1);
    await rowsOf(team, 2);
    await expect(screen.getByRole('tab', { name: /^(equipe|team)$/i })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Switched to the agent's own figures: one row per day, the switch in the URL. */
export const ProfitLossSelf: Story = {
  parameters: { path: '/agentHome/profit-loss?period=MONTHLY-previous' },
  play: async ({ userEvent }) => {
    await table(/^(lucro e perda da equipe|team profit and loss)$/i);
    await userEvent.click(screen.getByRole('tab', { name: /^(pessoal|personal)$/i }));
    const self = await table(/^(lucro e perda pessoal|personal profit and loss)$/i);
    await waitFor(() => expect(storyLocation()).toContain('scope=self'), PAGE_WAIT);
    await rowsOf(self, 5);
  },
};

export const ProfitLossPhone: Story = {
  parameters: { path: '/agentHome/profit-loss?period=MONTHLY-previous' },
  globals: PHONE,
  play: async () => {
    await rowsOf(await table(/^(lucro e perda da equipe|team profit and loss)$/i), 2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** A member searched for, from the URL: part of an account, so agente2 and its own sub-agent agente2a. */
export const ProfitLossOneMember: Story = {
  parameters: { path: '/agentHome/profit-loss?period=MONTHLY-previous&account=agente2' },
  play: async () => {
    const team = await table(/^(lucro e perda da equipe|team profit and loss)$/i);
    const found = await recordsCount();
    await expect(found).toBeGreaterThanOrEqual(1);
    await rowsOf(team, found);
    for (const row of team.querySelectorAll('tbody tr')) await expect(row).toHaveTextContent('agente2');
  },
};

/** The statement failed to load: the §8 text and a retry. */
export const ProfitLossFailed: Story = {
  parameters: { path: '/agentHome/profit-loss?period=MONTHLY-previous' },
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/wps/relay/MCSFE_getAgentPalStatements', () => HttpResponse.error()));
  },
  play: async () => {
    await expect(
      await screen.findByRole('button', { name: /^(tentar novamente|try again)$/i }, PAGE_WAIT),
    ).toBeVisible();
  },
};

/** agentRevenueReport: last month per lobby category. */
export const RevenueLastMonth: Story = {
  parameters: { path: '/agentHome/revenue?period=MONTHLY-previous' },
  play: async () => {
    const revenue = await table(/^(receita por categoria de jogo|revenue by game category)$/i);
    await rowsOf(revenue, 10);
  },
};

export const RevenuePhone: Story = {
  parameters: { path: '/agentHome/revenue?period=MONTHLY-previous' },
  globals: PHONE,
  play: async () => {
    await rowsOf(await table(/^(receita por categoria de jogo|revenue by game category)$/i), 2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** agentDownlineTransactionDetailsCopy: the team's deposits of last week. */
export const DownlineDeposits: Story = {
  parameters: { path: '/agentHome/downline-transactions?period=WEEKLY-previous&type=DEPOSIT' },
  play: async () => {
    const movements = await table(/^(transações da equipe|team transactions)$/i);
    await rowsOf(movements, 1);
    await expect(screen.getByRole('combobox', { name: /^(tipo|type)$/i })).toHaveValue('DEPOSIT');
  },
};

/** A member nobody in the team has: said so plainly. */
export const DownlineNoMember: Story = {
  parameters: { path: '/agentHome/downline-transactions?period=WEEKLY-previous&account=ninguem' },
  play: async () => {
    await expect(
      await screen.findByText(
        /^(nenhum registro neste período\.|no records in this period\.)$/i,
        {},
        PAGE_WAIT,
      ),
    ).toBeVisible();
  },
};

/** personalHistoryCopy: the agent's own betting record is the member centre's. */
export const OwnBets: Story = {
  parameters: { path: '/agentHome/bets?period=WEEKLY-previous' },
  play: async () => {
    await rowsOf(await table(/^(registro de apostas|betting record)$/i), 3);
  },
};

export const Dividends: Story = {
  parameters: { path: '/agentHome/dividends?period=MONTHLY-previous' },
  play: async () => {
    await rowsOf(await table(/^(registros de dividendos|dividend records)$/i), 2);
  },
};

export const DailyWages: Story = {
  parameters: { path: '/agentHome/daily-wages?period=MONTHLY-previous' },
  play: async () => {
    await rowsOf(await table(/^(salários diários|daily wages)$/i), 5);
  },
};

export const HourlySalary: Story = {
  parameters: { path: '/agentHome/hourly-salary?period=DAILY-previous' },
  play: async () => {
    await rowsOf(await table(/^(salários por hora|hourly salary)$/i), 5);
  },
};

/** §9: the next settlement at 12:05, 2:30 left, and the slots settled today. */
export const RealtimeSalary: Story = {
  parameters: { path: '/agentHome/realtime-salary' },
  play: async () => {
    const next = await screen.findByRole(
      'region',
      { name: /^(próxima liquidação|next settlement)$/i },
      PAGE_WAIT,
    );
    await expect(within(next).getByRole('timer')).toHaveTextContent('02:30');
    await rowsOf(await table(/^(salários em tempo real|real-time salary)$/i), 5);
  },
};

export const RealtimeSalaryPhone: Story = {
  parameters: { path: '/agentHome/realtime-salary' },
  globals: PHONE,
  play: async () => {
    await screen.findByRole('region', { name: /^(próxima liquidação|next settlement)$/i }, PAGE_WAIT);
    await rowsOf(await table(/^(salários em tempo real|real-time salary)$/i), 2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
