import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import * as frames from '../../cashier/walletParts/storyFrames.css.ts';
import { uiText } from '../../layout/fixtures.ts';
import { agentAnnouncements, manyAgentAnnouncements } from '../fixtures.ts';
import { AgentAnnouncementList } from './AgentAnnouncementList.tsx';

const formatDate = (ms: number) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeZone: 'America/Sao_Paulo' }).format(ms);

const meta = {
  title: 'Agent/AgentAnnouncementList',
  component: AgentAnnouncementList,
  args: {
    status: 'ready',
    onRetry: fn(),
    announcements: agentAnnouncements,
    page: 1,
    onPageChange: fn(),
    formatDate,
  },
  decorators: [
    (Story) => (
      <div className={frames.phone}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentAnnouncementList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list, newest first; a title opens its text in place. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByText(/Novas taxas de dividendos/);
    await expect(canvas.queryByText(/Mínimo de 5 membros ativos/)).not.toBeVisible();
    await userEvent.click(first);
    await expect(canvas.getByText(/Mínimo de 5 membros ativos/)).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** More than 9: paged like the announcement popup. */
export const Paged: Story = {
  args: { announcements: manyAgentAnnouncements },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(9);
    await userEvent.click(canvas.getByRole('button', { name: uiText('Próxima página', 'Next page') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Carregando anúncios…', 'Loading announcements…', { exact: false }),
    );
  },
};

export const Empty: Story = {
  args: { announcements: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        uiText('Nenhum anúncio para agentes no momento.', 'No announcements for agents right now.'),
      ),
    ).toBeVisible();
  },
};

/** A failed load says so with the §8 text and a retry, never "no announcements". */
export const LoadError: Story = {
  args: { status: 'error', failure: 'network' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
