import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { formatReais, moneyEvents } from '../walletParts/fixtures.ts';
import * as frames from '../walletParts/storyFrames.css.ts';
import { MoneyToastRegion } from './MoneyToastRegion.tsx';

const meta = {
  title: 'Cashier/MoneyToastRegion',
  component: MoneyToastRegion,
  args: {
    toasts: [{ id: 't1', event: moneyEvents.depositCredited }],
    formatAmount: formatReais,
    onDismiss: fn(),
    // Stories keep their toasts for the picture; the timing stories set their own.
    autoDismissMs: 0,
  },
  decorators: [
    (Story) => (
      <div className={frames.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MoneyToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('region', { name: uiText('Notificações', 'Notifications') });
const closeButton = (title: RegExp) => ({ name: title });

/** The polite live region is on the page before any toast, so the first one is read out too. */
export const NoToasts: Story = {
  args: { toasts: [] },
  play: async ({ canvas }) => {
    const status = within(region(canvas)).getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toBeEmptyDOMElement();
  },
};

/** The balance the event claims is not shown: the header shows the one read again from the gateway. */
export const DepositCredited: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const status = within(region(canvas)).getByRole('status');
    await expect(status).toHaveTextContent(
      uiText('Depósito creditado', 'Deposit credited', { exact: false }),
    );
    await expect(status).toHaveTextContent(/R\$\s500,00/);
    // The event claims a balance; the toast never shows it (the header shows the one read again).
    await expect(status).not.toHaveTextContent(/(Saldo atual|Balance now)|2\.023,75/);
    await userEvent.click(
      canvas.getByRole(
        'button',
        closeButton(uiText('Fechar notificação: Depósito creditado', 'Close notification: Deposit credited')),
      ),
    );
    await expect(args.onDismiss).toHaveBeenCalledWith('t1');
  },
};

export const WithdrawalApproved: Story = {
  args: { toasts: [{ id: 't2', event: moneyEvents.withdrawalApproved }] },
  play: async ({ canvas }) => {
    const status = within(region(canvas)).getByRole('status');
    await expect(status).toHaveTextContent(uiText('Saque aprovado', 'Withdrawal approved', { exact: false }));
    await expect(status).toHaveTextContent(/R\$\s1\.200,00/);
  },
};

/** A rejection says why, as the gateway put it. */
export const WithdrawalRejected: Story = {
  args: { toasts: [{ id: 't3', event: moneyEvents.withdrawalRejected }] },
  play: async ({ canvas }) => {
    const status = within(region(canvas)).getByRole('status');
    await expect(status).toHaveTextContent(
      uiText('Saque rejeitado', 'Withdrawal rejected', { exact: false }),
    );
    await expect(status).toHaveTextContent(/(Motivo|Reason): A chave PIX não pertence ao titular da conta\./);
  },
};

export const DepositFailed: Story = {
  args: { toasts: [{ id: 't4', event: moneyEvents.depositFailed }] },
  play: async ({ canvas }) => {
    const status = within(region(canvas)).getByRole('status');
    await expect(status).toHaveTextContent(uiText('Depósito falhou', 'Deposit failed', { exact: false }));
    await expect(status).toHaveTextContent(/O pagamento PIX não foi recebido dentro do prazo\./);
  },
};

/** Several at once stack, newest last; each closes on its own. */
export const Several: Story = {
  args: {
    toasts: [
      { id: 't1', event: moneyEvents.depositCredited },
      { id: 't3', event: moneyEvents.withdrawalRejected },
      { id: 't2', event: moneyEvents.withdrawalApproved },
    ],
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(within(region(canvas)).getAllByRole('button')).toHaveLength(3);
    await userEvent.click(
      canvas.getByRole(
        'button',
        closeButton(uiText('Fechar notificação: Saque rejeitado', 'Close notification: Withdrawal rejected')),
      ),
    );
    await expect(args.onDismiss).toHaveBeenCalledWith('t3');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** A toast closes by itself after `autoDismissMs`. */
export const AutoDismiss: Story = {
  args: { autoDismissMs: 300 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('t1'), { timeout: 2000 });
  },
};

/** While the pointer rests on the toasts (or focus is inside), the time stops; it restarts on leaving. */
export const PausedWhileHovered: Story = {
  args: { autoDismissMs: 400 },
  play: async ({ canvas, args, userEvent }) => {
    const toast = within(region(canvas)).getByText(uiText('Depósito creditado', 'Deposit credited'));
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await userEvent.unhover(toast);
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('t1'), { timeout: 2000 });
  },
};

/** With reduced motion the toast appears without sliding in. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvas }) => {
    const toast = within(region(canvas)).getByRole('status').firstElementChild as HTMLElement;
    await expect(toast).toHaveTextContent(uiText('Depósito creditado', 'Deposit credited', { exact: false }));
    await expect(getComputedStyle(toast).animationName).toBe('none');
  },
};
