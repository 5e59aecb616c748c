import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as frames from '../storyFrames.css.ts';
import { BrandLogo } from './BrandLogo.tsx';

const meta = {
  title: 'Foundations/BrandLogo',
  component: BrandLogo,
  args: { size: 'medium' },
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div className={frames.padded}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Sorte' })).toBeVisible();
  },
};
export const Large: Story = { args: { size: 'large' } };
export const MarkOnly: Story = { args: { markOnly: true } };

export const CollapsedOnNarrowPhone: Story = {
  args: { collapseOnNarrow: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
