import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { formatReais, mainBalance, storyUpline } from '../walletParts/fixtures.ts';
import * as frames from '../walletParts/storyFrames.css.ts';
import { TransferUplineForm, type TransferUplineFormValues } from './TransferUplineForm.tsx';

const empty: TransferUplineFormValues = { amount: '', withdrawPassword: '' };
const filled: TransferUplineFormValues = { amount: '200', withdrawPassword: '246810' };

const meta = {
  title: 'Cashier/TransferUplineForm',
  component: TransferUplineForm,
  args: {
    upline: storyUpline,
    step: 'edit',
    values: empty,
    onChange: fn(),
    mainBalance,
    limits: { min: 10, max: 10_000 },
    formatAmount: formatReais,
    submitting: false,
    onReview: fn(),
    onEdit: fn(),
    onConfirm: fn(),
    onCheckAgain: fn(),
    onRetry: fn(),
    onNewTransfer: fn(),
  },
  // The app keeps the values and the step; here a story's own state stands in for it.
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    const [step, setStep] = useState(args.step);
    return (
      <TransferUplineForm
        {...args}
        values={values}
        step={step}
        onChange={(next) => {
          args.onChange(next);
          setValues(next);
        }}
        onReview={(request) => {
          args.onReview(request);
          setStep('confirm');
        }}
        onEdit={() => {
          args.onEdit();
          setStep('edit');
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
} satisfies Meta<typeof TransferUplineForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  amount: uiText('Valor', 'Amount', { exact: false }),
  password: uiText('Senha de saque', 'Withdraw password', { exact: false }),
  next: uiText('Continuar', 'Continue'),
  confirm: uiText('Confirmar transferência', 'Confirm transfer'),
  edit: uiText('Voltar e editar', 'Back to edit'),
  retry: uiText('Enviar de novo', 'Send again'),
};

const phone: Decorator = (Story) => (
  <div className={frames.phone}>
    <Story />
  </div>
);

/** Amount and withdraw password, then a summary to confirm: only the confirmation sends. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Carlos Lima (agente1)')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: name.amount }), '200');
    await userEvent.type(canvas.getByLabelText(name.password), '246810');
    await userEvent.click(canvas.getByRole('button', { name: name.next }));
    const request = { amount: 200, withdrawPassword: '246810' };
    await expect(args.onReview).toHaveBeenCalledWith(request);
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await expect(await canvas.findByText('R$ 1.323,75')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: name.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledWith(request);
  },
};

/** An empty withdraw password gets §8's 'Please enter withdraw password'; the amount's problem comes first. */
export const Required: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.next }));
    const amount = canvas.getByRole('textbox', { name: name.amount });
    await expect(canvas.getByLabelText(name.password)).toHaveAccessibleDescription(
      uiText('Insira a senha de saque', 'Please enter withdraw password'),
    );
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(args.onReview).not.toHaveBeenCalled();
  },
};

/** More than the main wallet holds. */
export const AboveBalance: Story = {
  args: { values: { ...filled, amount: '1600' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.next }));
    const amount = canvas.getByRole('textbox', { name: name.amount });
    await expect(amount).toHaveAccessibleDescription(
      uiText('Valor acima do seu saldo disponível', 'More than your available balance', { exact: false }),
    );
    await expect(amount).toHaveValue('1600');
    await expect(args.onReview).not.toHaveBeenCalled();
  },
};

export const BelowMinimum: Story = {
  args: { values: { ...filled, amount: '9' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.next }));
    await expect(canvas.getByRole('textbox', { name: name.amount })).toHaveAccessibleDescription(
      /(O valor mínimo é|The minimum is) R\$\s10,00/,
    );
  },
};

/** The summary: who receives, how much, the balance after. */
export const Confirm: Story = {
  args: { step: 'confirm', values: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carlos Lima (agente1)')).toBeVisible();
    await expect(canvas.getByText('R$ 200,00')).toBeVisible();
    await expect(canvas.getByText('R$ 1.323,75')).toBeVisible();
    await expect(canvas.getByRole('button', { name: name.confirm })).toBeEnabled();
  },
};

/** Back from the summary to the form keeps what was typed. */
export const BackToEdit: Story = {
  args: { step: 'confirm', values: filled },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.edit }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: name.amount })).toHaveValue('200');
  },
};

export const Submitting: Story = {
  args: { step: 'confirm', values: filled, submitting: true },
  play: async ({ canvas, args, userEvent }) => {
    const confirm = canvas.getByRole('button', { name: name.confirm });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: name.edit })).toBeDisabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The gateway refused the withdraw password: back on the form, the message under the field. */
export const WrongPassword: Story = {
  args: { values: filled, passwordError: 'Senha de saque incorreta.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(name.password)).toHaveAccessibleDescription(
      'Senha de saque incorreta.',
    );
    await expect(canvas.getByRole('textbox', { name: name.amount })).toHaveValue('200');
  },
};

/** Checked after a timeout and not listed: check again or send the same transfer again; never sent by itself. */
export const OutcomeUnknown: Story = {
  args: { step: 'confirm', values: filled, outcome: { kind: 'unknown', checking: false } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: name.confirm })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: name.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const OutcomeUnknownChecking: Story = {
  args: { step: 'confirm', values: filled, outcome: { kind: 'unknown', checking: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: name.retry })).toBeNull();
  },
};

export const Succeeded: Story = {
  args: { outcome: { kind: 'succeeded', receipt: { amount: 200, withdrawPassword: '246810' } } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('foram transferidos para Carlos Lima (agente1).', 'transferred to Carlos Lima (agente1).', {
        exact: false,
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: uiText('Nova transferência', 'New transfer') }));
    await expect(args.onNewTransfer).toHaveBeenCalledTimes(1);
  },
};

/** An account without an upline has no one to transfer to: no form. */
export const NoUpline: Story = {
  args: { upline: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Sua conta não tem um superior', 'Your account has no upline', { exact: false }),
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Phone: Story = {
  args: { step: 'confirm', values: filled },
  decorators: [phone],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: name.confirm })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** §6 Agent transfer to a downline: the same form, the summary naming the downline's account and name. */
export const DownlineConfirm: Story = {
  args: {
    direction: 'downline',
    upline: { account: 'agente2', nickname: 'Beatriz Rocha' },
    step: 'confirm',
    values: filled,
  },
  play: async ({ canvas, args, userEvent }) => {
    const form = canvas.getByRole('form', {
      name: uiText('Confirmar transferência para o subordinado', 'Confirm transfer to the downline'),
    });
    await expect(form).toHaveTextContent('Beatriz Rocha (agente2)');
    await userEvent.click(
      canvas.getByRole('button', { name: uiText('Confirmar transferência', 'Confirm transfer') }),
    );
    await expect(args.onConfirm).toHaveBeenCalledWith({ amount: 200, withdrawPassword: '246810' });
  },
};
