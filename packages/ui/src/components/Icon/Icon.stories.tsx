import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as frames from '../../layout/storyFrames.css.ts';
import { ICON_NAMES, Icon } from './Icon.tsx';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'refresh' },
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div className={frames.padded}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Labelled: Story = {
  args: { name: 'warning', label: 'Aviso', size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Aviso' })).toBeVisible();
  },
};

export const Gallery: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {ICON_NAMES.map((name) => (
        <Icon key={name} name={name} size="large" />
      ))}
    </div>
  ),
};
