import { brPayoutDeadline } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { brl, storyNow, withdrawal } from '../fixtures.ts';
import { cashierStoryFrame } from '../storyFrame.tsx';
import { WithdrawalStatusCard } from './WithdrawalStatusCard.tsx';

const meta = {
  title: 'Cashier/WithdrawalStatusCard',
  component: WithdrawalStatusCard,
  args: {
    withdrawal,
    destination: 'CPF · 529.982.247-25',
    now: storyNow,
    onConfirm: fn(),
    timeZone: 'America/Sao_Paulo',
  },
  decorators: [cashierStoryFrame],
} satisfies Meta<typeof WithdrawalStatusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmName = uiText('Confirmar recebimento', 'Confirm receipt');

/** Being reviewed: amount, fee, what arrives and where. */
export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: brl('500,00') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Aguardando aprovação', 'Awaiting approval'),
    );
    await expect(canvas.getByText(brl('493,00'))).toBeVisible();
    await expect(canvas.getByText(/WD20261125-0042/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: confirmName })).toBeNull();
  },
};

/** Issue 26 item 6: under the Brazilian profile a withdrawal not yet paid shows what is left of its 120 minutes. */
export const BrazilianPayoutClock: Story = {
  args: { payBy: brPayoutDeadline(withdrawal.createdAt) },
  play: async ({ canvas }) => {
    // Asked at 23:42, seen at 00:00: 1 h 42 min of the 120 left.
    await expect(canvas.getByText(/^1:42:00$/)).toBeVisible();
    await expect(canvas.getByText(/120/)).toBeVisible();
  },
};

/** The 120 minutes have passed without the payment: the player is told to contact support. */
export const BrazilianPayoutOverdue: Story = {
  args: { payBy: brPayoutDeadline(withdrawal.createdAt), now: storyNow + 3 * 3_600_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/120/)).toBeVisible();
    await expect(canvas.queryByText(/^\d+:\d{2}:\d{2}$/)).toBeNull();
  },
};

export const Approved: Story = {
  args: { withdrawal: { ...withdrawal, status: 'APPROVED' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(uiText('Aprovado', 'Approved'));
  },
};

/** Paid out: the player is asked whether it arrived, with the §4 auto-receipt deadline counting down. */
export const AwaitingConfirmation: Story = {
  args: {
    withdrawal: { ...withdrawal, status: 'AWAITING_CONFIRMATION' },
    confirmBy: storyNow + 2 * 3600_000 + 14 * 60_000 + 5_000,
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/2:14:05/);
    await userEvent.click(canvas.getByRole('button', { name: confirmName }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The deadline has passed: it counts as received. */
export const DeadlinePassed: Story = {
  args: { withdrawal: { ...withdrawal, status: 'AWAITING_CONFIRMATION' }, confirmBy: storyNow - 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(
      uiText('O prazo acabou', 'The time is up', { exact: false }),
    );
  },
};

/** Rejected, with the gateway's reason; the money is back in the balance. */
export const Rejected: Story = {
  args: {
    withdrawal: { ...withdrawal, status: 'REJECTED', reason: 'Dados bancários divergentes do titular' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Dados bancários divergentes do titular/);
    await expect(canvas.queryByText(brl('493,00'))).toBeNull();
  },
};

export const Confirmed: Story = {
  args: { withdrawal: { ...withdrawal, status: 'CONFIRMED' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(uiText('Concluído', 'Completed'));
  },
};

/**
 * §4 partly received (issue 23: it read "Concluído" and "Você confirmou o recebimento"): under review, with what
 * arrived, what is missing and what happens next.
 */
export const PartlyReceived: Story = {
  args: { withdrawal: { ...withdrawal, status: 'CONFIRMED', answer: 'partlyReceived', receivedAmount: 300 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Recebido em parte', 'Partly received'),
    );
    const card = canvas.getByRole('region');
    await expect(card).toHaveTextContent(/(Faltam|Missing) R\$\s?193[,.]00/);
    await expect(card).not.toHaveTextContent(/Você confirmou o recebimento|You confirmed receiving/);
  },
};

/** §4 not received: under review, never "completed". */
export const NotReceived: Story = {
  args: { withdrawal: { ...withdrawal, status: 'CONFIRMED', answer: 'notReceived' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(uiText('Não recebido', 'Not received'));
  },
};

export const Phone: Story = {
  args: {
    withdrawal: { ...withdrawal, status: 'AWAITING_CONFIRMATION' },
    confirmBy: storyNow + 25 * 60_000,
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
