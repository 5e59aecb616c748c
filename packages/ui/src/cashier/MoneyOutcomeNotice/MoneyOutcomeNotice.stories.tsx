import { moneyOutcomeUnknownMessage } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { cashierStoryFrame } from '../storyFrame.tsx';
import { MoneyOutcomeNotice } from './MoneyOutcomeNotice.tsx';

const meta = {
  title: 'Cashier/MoneyOutcomeNotice',
  component: MoneyOutcomeNotice,
  args: { outcome: { message: moneyOutcomeUnknownMessage, checking: false, onCheckAgain: fn() } },
  decorators: [cashierStoryFrame],
} satisfies Meta<typeof MoneyOutcomeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkAgain = uiText('Verificar novamente', 'Check again');

/** After a timeout on a money call: what happened, and a way to look again. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: checkAgain }));
    await expect(args.outcome.onCheckAgain).toHaveBeenCalledTimes(1);
  },
};

export const Checking: Story = {
  args: { outcome: { message: moneyOutcomeUnknownMessage, checking: true, onCheckAgain: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: checkAgain })).toHaveAttribute('aria-busy', 'true');
  },
};
