import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as frames from '../storyFrames.css.ts';
import { LayoutIcon, layoutIconNames } from './LayoutIcon.tsx';
import * as styles from './LayoutIconGallery.css.ts';

const meta = {
  title: 'Foundations/LayoutIcon',
  component: LayoutIcon,
  args: { name: 'home' },
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div className={frames.padded}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LayoutIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Gallery: Story = {
  render: () => (
    <ul className={styles.gallery}>
      {layoutIconNames.map((name) => (
        <li key={name} className={styles.cell}>
          <LayoutIcon name={name} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
};
