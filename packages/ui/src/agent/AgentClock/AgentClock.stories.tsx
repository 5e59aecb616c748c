import { agentClockReading } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as frames from '../../cashier/walletParts/storyFrames.css.ts';
import { AgentClock } from './AgentClock.tsx';

// 2026-11-26T00:30:15Z: still the 25th in São Paulo.
const NOW = Date.UTC(2026, 10, 26, 0, 30, 15);

const meta = {
  title: 'Agent/AgentClock',
  component: AgentClock,
  args: { reading: agentClockReading(NOW, 'pt-BR') },
  decorators: [
    (Story) => (
      <div className={frames.phone}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentClock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §9 agent clock in the platform's time zone, a `<time>` with the instant and its offset; never a live region. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2026-11-25T21:30:15-03:00');
    await expect(canvas.getByText('21:30:15')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-live], [role="status"], [role="timer"]')).toBeNull();
  },
};

/** In English the zone is named in English. */
export const English: Story = {
  args: { reading: agentClockReading(NOW, 'en') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Brasilia/)).toBeVisible();
  },
};
