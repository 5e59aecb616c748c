import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as frames from '../../cashier/walletParts/storyFrames.css.ts';
import { uiText } from '../../layout/fixtures.ts';
import { AgentClock } from './AgentClock.tsx';

// 2026-11-26T00:30:15Z: still the 25th in São Paulo.
const NOW = Date.UTC(2026, 10, 26, 0, 30, 15);

const meta = {
  title: 'Agent/AgentClock',
  component: AgentClock,
  args: { nowMs: NOW },
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

/**
 * §9 agent clock in the platform's time zone, a `<time>` with the instant and its offset; never a live region. Date
 * and zone in the active language (English in the right-to-left run).
 */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2026-11-25T21:30:15-03:00');
    await expect(canvas.getByText(/^21:30:15$|^9:30:15\sPM$/)).toBeVisible();
    await expect(canvas.getByText(uiText('25 de nov. de 2026', 'Nov 25, 2026'))).toBeVisible();
    await expect(
      canvas.getByText(uiText('Horário Padrão de Brasília', 'Brasilia Standard Time')),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[aria-live], [role="status"], [role="timer"]')).toBeNull();
  },
};
