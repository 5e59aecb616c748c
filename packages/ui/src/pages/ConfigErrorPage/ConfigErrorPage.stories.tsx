import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ConfigErrorPage } from './ConfigErrorPage.tsx';

const meta = {
  title: 'Pages/ConfigErrorPage',
  component: ConfigErrorPage,
  args: { detail: 'malformed: Unexpected token } in JSON at position 41', onRetry: fn() },
} satisfies Meta<typeof ConfigErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Malformed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(/Unexpected token/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Missing: Story = { args: { detail: 'missing: config.json answered HTTP 404' } };
