import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { cashierStoryFrame } from '../../cashier/storyFrame.tsx';
import { uiText } from '../../layout/fixtures.ts';
import { storyLeaderboard, storyMissions, storyMissionsNow } from '../fixtures.ts';
import { MissionBoard } from './MissionBoard.tsx';

const meta = {
  title: 'Member/MissionBoard',
  component: MissionBoard,
  args: {
    missions: { status: 'ready', items: storyMissions },
    leaderboard: { status: 'ready', entries: storyLeaderboard },
    now: storyMissionsNow,
    claimingId: null,
    onClaim: fn(),
    onRetry: fn(),
  },
  decorators: [cashierStoryFrame],
  parameters: { wide: true },
} satisfies Meta<typeof MissionBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const claim = uiText('Resgatar', 'Claim');

/** Missions with their progress, two to claim, and the leaderboard with the top 3 apart and the member's row. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(storyMissions.length);
    const buttons = canvas.getAllByRole('button', { name: claim });
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0]!);
    await expect(args.onClaim).toHaveBeenCalledWith('M-1');
    const podium = canvas.getByRole('list', { name: uiText('Os 3 primeiros', 'The top 3') });
    await expect(within(podium).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('row', { name: /jogador01/ })).toBeVisible();
  },
};

/** A gateway without the claim call (issue 24 item 4): the two claimable missions say so, with no button. */
export const ClaimNotOffered: Story = {
  args: { onClaim: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: claim })).toBeNull();
    await expect(canvas.getAllByText(uiText('Pronta para resgatar', 'Ready to claim'))).toHaveLength(2);
  },
};

/** A claim on its way: the other claim waits. */
export const Claiming: Story = {
  args: { claimingId: 'M-1' },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: claim });
    await expect(buttons[1]).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { missions: { status: 'loading', items: [] }, leaderboard: { status: 'loading', entries: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { missions: { status: 'ready', items: [] }, leaderboard: { status: 'ready', entries: [] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(uiText('Nenhuma missão no momento.', 'No missions at the moment.')),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    missions: { status: 'error', items: [], failure: 'timeout' },
    leaderboard: { status: 'ready', entries: storyLeaderboard },
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
