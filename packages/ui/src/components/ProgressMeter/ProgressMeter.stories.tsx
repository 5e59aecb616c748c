import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as frames from '../../layout/storyFrames.css.ts';
import { ProgressMeter } from './ProgressMeter.tsx';

const meta = {
  title: 'Foundations/ProgressMeter',
  component: ProgressMeter,
  args: {
    id: 'rollover',
    label: 'Rollover',
    fraction: 0.52,
    percentText: '52%',
    valueText: 'R$ 312,40 de R$ 600,00',
  },
  decorators: [
    (Story) => (
      <div className={frames.padded}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partway: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: /Rollover/ });
    await expect(bar).toHaveAttribute('value', '52');
    await expect(bar).toHaveAttribute('aria-valuetext', 'R$ 312,40 de R$ 600,00');
  },
};

/** More than needed shows a full bar, never past it. */
export const PastTheGoal: Story = {
  args: { fraction: 1.4, percentText: '100%', valueText: 'R$ 600,00 de R$ 600,00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: /Rollover/ })).toHaveAttribute('value', '100');
  },
};
