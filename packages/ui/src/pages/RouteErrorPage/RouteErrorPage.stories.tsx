import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RouteErrorPage } from './RouteErrorPage.tsx';

const meta = {
  title: 'Pages/RouteErrorPage',
  component: RouteErrorPage,
  args: { onRetry: fn(), onGoHome: fn() },
} satisfies Meta<typeof RouteErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /tentar novamente|try again/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: /início|home/i }));
    await expect(args.onGoHome).toHaveBeenCalledTimes(1);
  },
};

export const WithDetail: Story = { args: { detail: 'TypeError: Cannot read properties of undefined' } };
