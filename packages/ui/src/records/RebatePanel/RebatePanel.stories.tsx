import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { expectUnclipped } from '../../test/unclipped.ts';
import { storyFormats, storyRebates } from '../fixtures.ts';
import * as frames from '../records.css.ts';
import { CLAIM_ALL, RebatePanel } from './RebatePanel.tsx';

const frame: Decorator = (Story) => (
  <div className={frames.storyFrame}>
    <div className={frames.storyColumn} data-screenshot>
      <Story />
    </div>
  </div>
);

const meta = {
  title: 'Records/RebatePanel',
  component: RebatePanel,
  args: {
    categories: storyRebates,
    status: 'ready',
    formats: storyFormats,
    claiming: null,
    outcome: null,
    onClaim: fn(),
    onCheckAgain: fn(),
    onRetryClaim: fn(),
    onRetry: fn(),
  },
  decorators: [frame],
} satisfies Meta<typeof RebatePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What each category pays back; one claimed, then all; nothing to claim in lottery. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { name: uiText('Rebate disponível', 'Rebate available') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uiText('Resgatar Cassino', 'Claim Casino') }));
    await expect(args.onClaim).toHaveBeenLastCalledWith('RNG');
    await expect(
      canvas.getByRole('button', { name: uiText('Resgatar Loteria', 'Claim Lottery') }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: uiText('Resgatar tudo', 'Claim all') }));
    await expect(args.onClaim).toHaveBeenLastCalledWith(undefined);
  },
};

export const Loading: Story = { args: { status: 'loading', categories: [] } };

export const Failed: Story = {
  args: { status: 'error', categories: [], failure: 'network' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** All being claimed: every claim waits. */
export const Claiming: Story = {
  args: { claiming: CLAIM_ALL },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: uiText('Resgatar Cassino', 'Claim Casino') }),
    ).toBeDisabled();
  },
};

export const Claimed: Story = {
  args: { outcome: { kind: 'succeeded', receipt: { claimed: 18.4, balance: 1_542.15 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/18,40|18\.40/);
  },
};

export const Refused: Story = {
  args: { outcome: { kind: 'failed', message: 'Nothing to claim' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nothing to claim');
  },
};

/** A gateway without the claim call (issue 24 item 4): rates and amounts, with no claim buttons. */
export const ClaimNotOffered: Story = {
  args: { onClaim: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('row', { name: /^(Cassino|Casino) R/ })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
  },
};

/** The answer was lost: the claim may have gone through; checked before a retry is offered. */
export const Unknown: Story = {
  args: { outcome: { kind: 'unknown', checking: false } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiText('Conferir novamente', 'Check again') }));
    await expect(args.onCheckAgain).toHaveBeenCalledTimes(1);
  },
};

/**
 * A phone (issue 23 defect 4): each category a card whose claim button, rate and amounts are all on screen, with no
 * sideways scroll (right to left the buttons were cut at the left edge).
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { categories: storyRebates.slice(0, 2) },
  play: async ({ canvas }) => {
    const claims = canvas.getAllByRole('button', { name: uiText('Resgatar', 'Claim', { exact: false }) });
    await expect(claims).toHaveLength(3);
    const cells = canvas.getAllByRole('cell');
    await expectUnclipped([...claims, ...cells]);
  },
};
