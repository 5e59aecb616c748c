import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cashierStoryFrame } from '../../cashier/storyFrame.tsx';
import { VipLevelCard } from './VipLevelCard.tsx';

const meta = {
  title: 'Member/VipLevelCard',
  component: VipLevelCard,
  args: { vip: { level: 3, name: 'Ouro' } },
  decorators: [cashierStoryFrame],
} satisfies Meta<typeof VipLevelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An AUTO label with its level and name: the name is the badge. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Ouro')).toHaveLength(2);
    await expect(canvas.getByText('3')).toBeVisible();
  },
};

/** An AUTO label with a level only: the badge says VIP and the level. */
export const LevelOnly: Story = {
  args: { vip: { level: 5 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('VIP 5')).toBeVisible();
  },
};

/** An AUTO label that carries nothing else (the label is the bare type). */
export const TypeOnly: Story = {
  args: { vip: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('VIP')).toBeVisible();
  },
};

/** Not AUTO (or no label): no level is shown. */
export const NotAutomatic: Story = {
  args: { vip: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('VIP')).toBeNull();
    await expect(canvas.getByRole('paragraph')).toBeVisible();
  },
};
