import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AccountLink } from './AccountLink.tsx';

const meta = {
  title: 'Account/AccountLink',
  component: AccountLink,
  args: { children: 'Esqueceu a senha?', onClick: fn() },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxInlineSize: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Esqueceu a senha?' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Prompt: Story = {
  render: (args) => (
    <AccountLink.Prompt question="Ainda não tem uma conta?" action="Cadastrar" onAction={args.onClick} />
  ),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Ainda não tem uma conta?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
