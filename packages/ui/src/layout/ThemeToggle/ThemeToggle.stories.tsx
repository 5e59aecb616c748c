import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import { ThemeToggle } from './ThemeToggle.tsx';

const meta = {
  title: 'Shell/ThemeToggle',
  component: ThemeToggle,
  args: { value: 'system', onChange: fn() },
  decorators: [
    (Story) => (
      <div className={frames.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const System: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('group', { name: uiText('Tema', 'Theme') })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: uiText('Sistema', 'System') })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: uiText('Escuro', 'Dark') }));
    await expect(args.onChange).toHaveBeenCalledWith('dark');
  },
};

export const Light: Story = { args: { value: 'light' } };

export const Dark: Story = {
  args: { value: 'dark' },
  play: async ({ canvas, args, userEvent }) => {
    const dark = canvas.getByRole('radio', { name: uiText('Escuro', 'Dark') });
    await expect(dark).toBeChecked();
    dark.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenCalledWith('light');
  },
};
