import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { avatarSrc, brokenAvatarSrc } from '../fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import { MemberAvatar } from './MemberAvatar.tsx';

const meta = {
  title: 'Member menus/MemberAvatar',
  component: MemberAvatar,
  args: { src: avatarSrc, size: 'large' },
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div className={frames.padded}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'small' } };
export const NoPicture: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-avatar-fallback]')).not.toBeNull();
  },
};
export const BrokenPicture: Story = {
  args: { src: brokenAvatarSrc },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-avatar-fallback]')).not.toBeNull());
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
