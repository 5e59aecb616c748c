import { agentDashboardOf } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { contractsWithDownlines } from '../contracts/fixtures.ts';
import { contractStoryFrame } from '../contracts/storyFrame.tsx';
import { storyDownlines, storyFormats, storyOverview, storyPrevious } from '../fixtures.ts';
import { AgentDashboard } from './AgentDashboard.tsx';

const AGENT = '20001';
const dashboard = agentDashboardOf(contractsWithDownlines, storyDownlines(), AGENT);

const meta = {
  title: 'Agent/AgentDashboard',
  component: AgentDashboard,
  args: {
    memberId: AGENT,
    today: { status: 'ready', overview: storyOverview, yesterday: storyPrevious },
    dashboard: { status: 'ready', data: dashboard },
    onRetry: fn(),
    onAct: fn(),
    links: { team: '/agentHome/team', contracts: '/agentHome/contracts', downlines: '/agentHome/downlines' },
    formats: storyFormats,
  },
  decorators: [contractStoryFrame],
} satisfies Meta<typeof AgentDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (pt: string, en: string) => uiText(pt, en);

/** The agent's landing: the answers due (answered here), alerts, the newest downlines, today against yesterday. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const due = canvas.getByRole('region', {
      name: region('Aguardando sua resposta', 'Awaiting your answer'),
    });
    await userEvent.click(within(due).getByRole('button', { name: /^(Aceitar|Accept): .*agente42$/ }));
    await expect(args.onAct).toHaveBeenCalledWith(expect.objectContaining({ id: 'ct-1003' }), 'accept');
    const alerts = canvas.getByRole('region', { name: region('Alertas', 'Alerts') });
    await expect(alerts).toHaveTextContent(/agente41|aguarda a resposta|awaits the downline/);
    await expect(alerts).toHaveTextContent(/time1p6 (está congelado|is frozen)/);
    const newest = canvas.getByRole('region', { name: region('Novos subordinados', 'Newest downlines') });
    await expect(within(newest).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** Issue 23 item 6: each newest downline's account opens its profile. */
export const ProfileLinks: Story = {
  args: { profileHref: (downline) => `/agentHome/downlines?profile=${downline.account}` },
  play: async ({ canvas }) => {
    const newest = canvas.getByRole('region', { name: region('Novos subordinados', 'Newest downlines') });
    const links = within(newest)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('link'));
    await expect(links).toHaveLength(5);
    for (const link of links)
      await expect(link).toHaveAttribute('href', `/agentHome/downlines?profile=${link.textContent}`);
  },
};

/** A contract answer on its way: its buttons wait, the others cannot start another. */
export const Answering: Story = {
  args: { acting: 'ct-1003' },
  play: async ({ canvas }) => {
    const due = canvas.getByRole('region', {
      name: region('Aguardando sua resposta', 'Awaiting your answer'),
    });
    for (const button of within(due).getAllByRole('button'))
      await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** A new agent: nothing due, no alert, no team yet. */
export const Empty: Story = {
  args: {
    today: {
      status: 'ready',
      overview: { ...storyOverview, figures: { ...storyOverview.figures, teamSize: 0 } },
    },
    dashboard: { status: 'ready', data: agentDashboardOf([], [], AGENT) },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(uiText('Nenhum contrato aguarda sua resposta.', 'No contract awaits your answer.')),
    ).toBeVisible();
    await expect(canvas.getByText(uiText('Nenhum alerta.', 'No alerts.'))).toBeVisible();
    await expect(
      canvas.getByText(uiText('Sua equipe ainda não tem membros.', 'Your team has no members yet.')),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { today: { status: 'loading' }, dashboard: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: region('Aguardando sua resposta', 'Awaiting your answer') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The contracts or the team could not be read: the §8 text and a retry; today's figures stay. */
export const Failed: Story = {
  args: { dashboard: { status: 'error', failure: 'network' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A phone: every block one above the other, nothing wider than the screen. */
export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-screenshot]') as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

/** Arabic, right to left: the catalog's texts, rates and accounts isolated. */
export const Arabic: Story = {
  globals: { locale: 'AR' },
  parameters: { phone: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'بانتظار ردك' })).toBeVisible();
  },
};

const answers = [
  {
    contractId: 'ct-2001',
    answer: 'accepted',
    downline: 'time1p2',
    terms: { kind: 'daily', rate: 0.8, dailyBetAmount: 1000, activeMembers: 3 },
    at: '2026-11-28T10:20:00Z',
  },
  {
    contractId: 'ct-2002',
    answer: 'rejected',
    downline: 'agente41',
    terms: { kind: 'dividend', rate: 25, periodValidBet: 50_000, periodProfitLoss: 10_000, activeMembers: 5 },
    at: '2026-11-27T18:05:00Z',
  },
] as const;

/** Issue 23 item 6: the downlines' answers to the agent's contract requests lead the alerts, with their time. */
export const ContractAnswers: Story = {
  args: { answers },
  parameters: { phone: true },
  play: async ({ canvas }) => {
    const alerts = canvas.getByRole('region', { name: region('Alertas', 'Alerts') });
    const [accepted, rejected] = within(alerts).getAllByRole('listitem');
    await expect(accepted).toHaveTextContent(
      /time1p2 (aceitou o contrato|accepted the contract): (Salário diário|Daily salary) 0,8\s?%/,
    );
    await expect(accepted).toHaveTextContent('28/11/2026');
    await expect(rejected).toHaveTextContent(
      /agente41 (recusou o contrato|rejected the contract): (Dividendos|Dividend) 25\s?%/,
    );
  },
};
