import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cashierStoryFrame } from '../../cashier/storyFrame.tsx';
import { uiText } from '../../layout/fixtures.ts';
import { formatStoryDate } from '../fixtures.ts';
import { BonusBalanceSummary, BonusWagering } from './BonusWagering.tsx';

const meta = {
  title: 'Member/BonusWagering',
  component: BonusWagering,
  args: {
    bonus: {
      amount: 20,
      balance: 14.5,
      wagered: 312.4,
      required: 600,
      expiresAt: '2026-12-03T15:00:00.000Z',
    },
    formatDate: formatStoryDate,
  },
  decorators: [cashierStoryFrame],
} satisfies Meta<typeof BonusWagering>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bonus under way: granted and left apart from real money, the rollover done of required, what is left, its deadline. */
export const UnderWay: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', {
      name: uiText('Rollover (apostas exigidas)', 'Rollover (required bets)', { exact: false }),
    });
    await expect(bar).toHaveAttribute('value', '52');
    await expect(bar.getAttribute('aria-valuetext')).toMatch(/312[,.]40.+600[,.]00/);
    await expect(
      canvas.getByText(uiText('Saldo de bônus', 'Bonus balance')).nextElementSibling,
    ).toHaveTextContent(/14[,.]50/);
    await expect(canvas.getByText(/03\/12\/2026/)).toBeVisible();
    await expect(canvas.getByText(/287[,.]60/)).toBeVisible();
  },
};

/** The rollover met: the bonus is real money now, nothing left to bet. */
export const Met: Story = {
  args: { bonus: { amount: 50, balance: 0, wagered: 520, required: 500 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('value', '100');
    await expect(
      canvas.getByText(
        uiText(
          'Rollover cumprido: o bônus já é dinheiro real.',
          'Rollover met: the bonus is real money now.',
        ),
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/287|faltam|left to bet/)).toBeNull();
  },
};

/** A gateway that gives the bonus but no wagering: the amounts only, no bar. */
export const BonusOnly: Story = {
  args: { bonus: { amount: 20, balance: 20 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getAllByText(/^R\$\s?20[,.]00$/)).toHaveLength(2);
  },
};

/** On a phone: the figures wrap, nothing runs out of the column. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The reward centre's head: real money apart from the bonus balance. */
export const BalanceSummary: Story = {
  render: () => <BonusBalanceSummary realMoney={1523.75} bonusBalance={14.5} />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: uiText('Seus saldos', 'Your balances') });
    await expect(region).toHaveTextContent(/1[.,]523[,.]75/);
    await expect(region).toHaveTextContent(/14[,.]50/);
  },
};

/** The head while the wallet cannot be read: the bonus balance alone. */
export const BalanceSummaryWithoutWallet: Story = {
  render: () => <BonusBalanceSummary bonusBalance={14.5} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(uiText('Dinheiro real', 'Real money'))).toBeNull();
    await expect(canvas.getByText(uiText('Saldo de bônus', 'Bonus balance'))).toBeVisible();
  },
};

/** The Arabic catalog's texts, right to left; the amounts and the percent read whole. */
export const Arabic: Story = {
  globals: { locale: 'AR', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('رصيد المكافأة')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: /شرط الرهان/ })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
