import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import * as frames from '../../layout/storyFrames.css.ts';
import { Button } from './Button.tsx';

const meta = {
  title: 'Foundations/Button',
  component: Button,
  args: { children: 'Entrar', onClick: fn() },
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div className={frames.padded}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { tone: 'secondary', children: 'Cadastrar' } };
export const Ghost: Story = { args: { tone: 'ghost', children: 'Cancelar' } };
export const Highlight: Story = { args: { tone: 'highlight', children: 'Depositar' } };

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Entrar' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };
