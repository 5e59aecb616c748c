import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { WelcomeHero } from './WelcomeHero.tsx';

const meta = {
  title: 'Components/WelcomeHero',
  component: WelcomeHero,
  args: { kind: 'anonymous', onLogin: fn(), onRegister: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof WelcomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /entrar|log in/i }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: /registar|register/i }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
  },
};

export const Member: Story = {
  args: { kind: 'member', nickname: 'Ana Souza', balance: 1523.75, currency: 'BRL', isTrial: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Ana Souza');
    await expect(canvas.getByText(/1[\s.,]?523[.,]75/)).toBeInTheDocument();
  },
};

export const MemberBalanceLoading: Story = {
  args: { kind: 'member', nickname: 'Ana Souza', balance: null, currency: 'BRL', isTrial: false },
};

export const Trial: Story = {
  args: { kind: 'member', nickname: 'teste01', balance: 2000, currency: 'BRL', isTrial: true },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
