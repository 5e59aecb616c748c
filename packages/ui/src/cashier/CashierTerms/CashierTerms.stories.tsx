import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import * as frames from '../walletParts/storyFrames.css.ts';
import { CashierTerms } from './CashierTerms.tsx';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

const frame: Decorator = (Story) => (
  <div className={frames.page}>
    <div className={frames.column} data-screenshot>
      <Story />
    </div>
  </div>
);

const meta = {
  title: 'Cashier/CashierTerms',
  component: CashierTerms,
  args: { action: 'deposit', method: 'PIX', format: (amount: number) => brl.format(amount) },
  decorators: [frame],
} satisfies Meta<typeof CashierTerms>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A PIX deposit: the day's limit with what is used and left, and the usual time. */
export const Deposit: Story = {
  args: { terms: { daily: { limit: 100_000, used: 1_500 }, processingMinutes: 5 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAccessibleName(
      uiText('Condições do depósito', 'Deposit terms'),
    );
    await expect(
      canvas.getByText(uiText('Restante hoje', 'Left today')).nextElementSibling,
    ).toHaveTextContent(/98\.500,00/);
    await expect(canvas.getByText(/^PIX: .*5/)).toBeVisible();
  },
};

/** A withdrawal: what a rollover holds with what is left to wager, today's count and the time. */
export const Withdraw: Story = {
  args: {
    action: 'withdraw',
    terms: { daily: { limit: 100_000, used: 200, maxCount: 5, count: 1 }, processingMinutes: 30 },
    held: { amount: 323.75, wagerLeft: 980 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/323,75.*980,00/)).toBeVisible();
    await expect(canvas.getByText(/^1 .* 5$/)).toBeVisible();
    await expect(canvas.getByText(/^PIX: .*30/)).toBeVisible();
  },
};

/** A bank transfer's day: the time in hours, no daily figures. */
export const InHours: Story = {
  args: { method: 'TED', terms: { processingMinutes: 24 * 60 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^TED: .*24/)).toBeVisible();
    await expect(canvas.queryByText(uiText('Limite diário', 'Daily limit'))).toBeNull();
  },
};
