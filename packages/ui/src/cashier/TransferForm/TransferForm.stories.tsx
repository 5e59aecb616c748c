import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { formatReais, mainBalance, typedAs, vendorWallets } from '../walletParts/fixtures.ts';
import * as frames from '../walletParts/storyFrames.css.ts';
import { TransferForm, type TransferFormProps, type TransferFormValues } from './TransferForm.tsx';

const empty: TransferFormValues = { direction: 'toVendor', vendor: '', amount: '' };
const filled: TransferFormValues = { direction: 'toVendor', vendor: 'AOVIVO', amount: '100' };

const meta = {
  title: 'Cashier/TransferForm',
  component: TransferForm,
  args: {
    values: empty,
    onChange: fn(),
    mainBalance,
    wallets: vendorWallets,
    limits: { min: 10, max: 50_000 },
    formatAmount: formatReais,
    submitting: false,
    onSubmit: fn(),
    onCheckAgain: fn(),
    onRetry: fn(),
    onNewTransfer: fn(),
  },
  // The app keeps the values (its form state); here a story's own state stands in for it.
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <TransferForm
        {...args}
        values={values}
        onChange={(next) => {
          args.onChange(next);
          setValues(next);
        }}
      />
    );
  },
  decorators: [
    (Story) => (
      <div className={frames.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TransferForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  vendor: uiText('Carteira de jogo', 'Game wallet'),
  amount: uiText('Valor', 'Amount', { exact: false }),
  max: uiText('Máximo', 'Max'),
  submit: uiText('Transferir', 'Transfer'),
  toMain: uiText('Do jogo para a principal', 'Game to main'),
  checkAgain: uiText('Conferir novamente', 'Check again'),
  retry: uiText('Enviar de novo', 'Send again'),
};

const phone: Decorator = (Story) => (
  <div className={frames.phone}>
    <Story />
  </div>
);

/**
 * Choose a wallet, type an amount as the page's language writes it, send: the amount as read is said beside the
 * button (no review step: the same click confirms it), and the form reports exactly that transfer.
 */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const vendor = canvas.getByRole('combobox', { name: name.vendor });
    await expect(canvas.getByRole('option', { name: /Maré Fishing/ })).toBeDisabled();
    await userEvent.selectOptions(vendor, 'AOVIVO');
    await userEvent.type(canvas.getByRole('textbox', { name: name.amount }), typedAs('1.000,50', '1,000.50'));
    await expect(canvas.getByText('R$ 1.523,75')).toBeVisible();
    await expect(
      canvas.getByText(
        /^(Você vai transferir|You are transferring) R\$\s1\.000,50 (para|to) Ao Vivo Studio$/,
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: name.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      direction: 'toVendor',
      vendor: 'AOVIVO',
      amount: 1000.5,
    });
  },
};

/** Nothing chosen or typed: both fields say what is missing, focus goes to the first, nothing is sent. */
export const Required: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.submit }));
    const vendor = canvas.getByRole('combobox', { name: name.vendor });
    await expect(vendor).toBeInvalid();
    await expect(vendor).toHaveAccessibleDescription(
      uiText('Escolha uma carteira de jogo', 'Choose a game wallet'),
    );
    await expect(canvas.getByRole('textbox', { name: name.amount })).toHaveAccessibleDescription(
      uiText('Insira um valor', 'Enter an amount', { exact: false }),
    );
    await waitFor(() => expect(vendor).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Under the transfer's minimum: the limit is said in money and what was typed stays. */
export const BelowMinimum: Story = {
  args: { values: { ...filled, amount: '5' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.submit }));
    const amount = canvas.getByRole('textbox', { name: name.amount });
    await expect(amount).toHaveAccessibleDescription(/(O valor mínimo é|The minimum is) R\$\s10,00/);
    await expect(amount).toHaveValue('5');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Back to main from Ao Vivo Studio, more than it holds: the source wallet's balance is the limit. */
export const AboveBalance: Story = {
  args: { values: { direction: 'toMain', vendor: 'AOVIVO', amount: '100' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('R$ 80,50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: name.submit }));
    await expect(canvas.getByRole('textbox', { name: name.amount })).toHaveAccessibleDescription(
      uiText('Valor acima do seu saldo disponível', 'More than your available balance', { exact: false }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Letters are no amount; once shown, the message follows the typing, and the value is never rewritten. */
export const InvalidAmount: Story = {
  args: { values: { ...filled, amount: '12x' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.submit }));
    const amount = canvas.getByRole('textbox', { name: name.amount });
    await expect(amount).toHaveAccessibleDescription(
      uiText(
        'Insira um valor em dinheiro, por exemplo 1.234,56',
        'Enter an amount of money, for example 1,234.56',
        {
          exact: false,
        },
      ),
    );
    await expect(amount).toHaveValue('12x');
    await userEvent.type(amount, '{Backspace}');
    await expect(amount).not.toBeInvalid();
  },
};

/**
 * Issue 22: three decimals are refused in the page's language, never read as thousands (0,999 went out as 999), and
 * nothing is said as read.
 */
export const ThreeDecimals: Story = {
  args: { values: { ...filled, amount: '' } },
  play: async ({ canvas, args, userEvent }) => {
    const amount = canvas.getByRole('textbox', { name: name.amount });
    await userEvent.type(amount, typedAs('0,999', '0.999'));
    await expect(canvas.queryByText(/^(Você vai transferir|You are transferring)/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: name.submit }));
    await expect(amount).toHaveAccessibleDescription(
      uiText('Use no máximo duas casas decimais', 'Use at most two decimal places', { exact: false }),
    );
    await expect(amount).toHaveValue(typedAs('0,999', '0.999'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Arabic: the page's own digits and decimal mark are read as typed (they were refused). */
export const ArabicDigits: Story = {
  globals: { locale: 'AR' },
  args: { values: { ...filled, amount: '' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /المبلغ|Valor/ }), '١٢٣٫٤٥');
    await userEvent.click(canvas.getByRole('button', { name: /^تحويل$|^Transferir$/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      direction: 'toVendor',
      vendor: 'AOVIVO',
      amount: 123.45,
    });
  },
};

/** "Max" fills in everything the source wallet holds, switching with the direction. */
export const MaxShortcut: Story = {
  args: { values: { ...empty, vendor: 'SOLX' } },
  play: async ({ canvas, args, userEvent }) => {
    const amount = canvas.getByRole('textbox', { name: name.amount });
    await userEvent.click(canvas.getByRole('button', { name: name.max }));
    await expect((amount as HTMLInputElement).value).toMatch(/^1523[,.]75$/);
    await userEvent.click(canvas.getByRole('radio', { name: name.toMain }));
    await userEvent.click(canvas.getByRole('button', { name: name.max }));
    await expect((amount as HTMLInputElement).value).toMatch(/^250[,.]00$/);
    await userEvent.click(canvas.getByRole('button', { name: name.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ direction: 'toMain', vendor: 'SOLX', amount: 250 });
  },
};

/** While the transfer is in flight the button is busy and a second press (or Enter) sends nothing. */
export const Submitting: Story = {
  args: { values: filled, submitting: true },
  play: async ({ canvas, args, userEvent }) => {
    const submit = canvas.getByRole('button', { name: name.submit });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: name.amount })).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The gateway said no: its reason above the button, the form as typed, free to send again. */
export const Refused: Story = {
  args: {
    values: filled,
    outcome: { kind: 'failed', message: 'Carteira Ao Vivo Studio em manutenção. Tente mais tarde.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Carteira Ao Vivo Studio em manutenção.');
    await expect(canvas.getByRole('textbox', { name: name.amount })).toHaveValue('100');
    await expect(canvas.getByRole('button', { name: name.submit })).toBeEnabled();
  },
};

/** A timeout: while balances and the transaction are read again, nothing can be sent. */
export const OutcomeUnknownChecking: Story = {
  args: { values: filled, outcome: { kind: 'unknown', checking: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      uiText('Conferindo seus saldos e a transação', 'Checking your balances and the transaction', {
        exact: false,
      }),
    );
    await expect(canvas.queryByRole('button', { name: name.retry })).toBeNull();
    await expect(canvas.queryByRole('button', { name: name.submit })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: name.amount })).toBeDisabled();
  },
};

/** Checked and still not listed: say so plainly; check again, or send the same transfer again. */
export const OutcomeUnknownChecked: Story = {
  args: { values: filled, outcome: { kind: 'unknown', checking: false } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      uiText('tente de novo só se ela não aparecer', 'try again only if it is not listed', { exact: false }),
    );
    await userEvent.click(canvas.getByRole('button', { name: name.checkAgain }));
    await expect(args.onCheckAgain).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: name.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Succeeded: Story = {
  args: { outcome: { kind: 'succeeded', receipt: { direction: 'toVendor', vendor: 'AOVIVO', amount: 100 } } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText(
        '100,00 foram da carteira principal para Ao Vivo Studio.',
        '100,00 moved from the main wallet to Ao Vivo Studio.',
        { exact: false },
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: uiText('Nova transferência', 'New transfer') }));
    await expect(args.onNewTransfer).toHaveBeenCalledTimes(1);
  },
};

/** Sent, then a new transfer: the fresh form shows no messages until its own first submit. */
export const NewTransferAfterSuccess: Story = {
  args: { values: filled },
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    const [outcome, setOutcome] = useState<TransferFormProps['outcome']>(null);
    return (
      <TransferForm
        {...args}
        values={values}
        outcome={outcome}
        onChange={setValues}
        onSubmit={(request) => {
          args.onSubmit(request);
          setOutcome({ kind: 'succeeded', receipt: request });
        }}
        onNewTransfer={() => {
          args.onNewTransfer();
          setOutcome(null);
          setValues(empty);
        }}
      />
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      direction: 'toVendor',
      vendor: 'AOVIVO',
      amount: 100,
    });
    await userEvent.click(
      await canvas.findByRole('button', { name: uiText('Nova transferência', 'New transfer') }),
    );
    const amount = await canvas.findByRole('textbox', { name: name.amount });
    await expect(amount).toHaveValue('');
    await expect(amount).not.toBeInvalid();
    await expect(canvas.getByRole('combobox', { name: name.vendor })).not.toBeInvalid();
  },
};

/** At 360 px with an error showing: the max button stays beside the field, nothing overflows. */
export const Phone: Story = {
  args: { values: { ...filled, amount: '2000' } },
  decorators: [phone],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.submit }));
    await expect(canvas.getByRole('textbox', { name: name.amount })).toBeInvalid();
    await expect(canvas.getByRole('button', { name: name.max })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
