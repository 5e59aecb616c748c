import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { cashierStoryFrame } from '../../cashier/storyFrame.tsx';
import { SecurityCentre, type WithdrawPasswordValues } from './SecurityCentre.tsx';

const meta = {
  title: 'Member/SecurityCentre',
  component: SecurityCentre,
  args: {
    status: 'ready',
    onRetry: fn(),
    mobileNum: '11987654321',
    countryDialingCode: '55',
    email: 'ana.souza@sorte.example',
    hasWithdrawPassword: true,
    onChangePassword: fn(),
    values: { oldPassword: '', newPassword: '', confirmPassword: '' },
    onChange: fn(),
    submitting: false,
    onSubmit: fn(),
    saved: false,
  },
  decorators: [cashierStoryFrame],
  render: function Render(args) {
    const [values, setValues] = useState<WithdrawPasswordValues>(args.values);
    return (
      <SecurityCentre
        {...args}
        values={values}
        onChange={(next) => {
          args.onChange(next);
          setValues(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SecurityCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  current: /^(Senha de saque atual|Current withdraw password)/,
  next: /^(Nova senha de saque|New withdraw password)/,
  confirm: /^(Confirmar senha de saque|Confirm withdraw password)/,
  save: /^(Salvar senha de saque|Save withdraw password)$/,
};

/** Change: the current withdraw password first; contacts masked; Change password opens the site's popup. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('+55 11••••••321')).toBeVisible();
    await expect(canvas.getByText('an•••@sorte.example')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(Alterar senha|Change password)$/ }));
    await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByLabelText(name.current, { selector: 'input' }), '135790');
    await userEvent.type(canvas.getByLabelText(name.next, { selector: 'input' }), '246802');
    await userEvent.type(canvas.getByLabelText(name.confirm, { selector: 'input' }), '246802');
    await userEvent.click(canvas.getByRole('button', { name: name.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oldPassword: '135790',
      newPassword: '246802',
      confirmPassword: '246802',
    });
  },
};

/** An account without one sets it: no current password asked; the rules are checked before sending. */
export const SetNew: Story = {
  args: { hasWithdrawPassword: false, mobileNum: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByLabelText(name.current, { selector: 'input' })).toBeNull();
    await userEvent.type(canvas.getByLabelText(name.next, { selector: 'input' }), '12ab');
    await userEvent.click(canvas.getByRole('button', { name: name.save }));
    await expect(canvas.getByLabelText(name.next, { selector: 'input' })).toHaveAccessibleDescription(
      /(A senha de saque tem 6 dígitos|The withdraw password has 6 digits)/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongCurrent: Story = {
  args: {
    values: { oldPassword: '000000', newPassword: '246802', confirmPassword: '246802' },
    oldPasswordError: 'Withdraw password is incorrect',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(name.current, { selector: 'input' })).toHaveAccessibleDescription(
      'Withdraw password is incorrect',
    );
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/(salva|saved)/i);
  },
};

export const Failed: Story = {
  args: { status: 'error', failure: 'server' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(Tentar novamente|Try again)$/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Issue 24 item 4: a gateway without the withdraw password call; the one refusal is said, then the form is gone. */
export const WithdrawPasswordNotOffered: Story = {
  args: { onSubmit: undefined, formError: 'Esta ação não está disponível neste site.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Esta ação não está disponível neste site.')).toBeVisible();
    await expect(
      canvas.getByText(/^(Para criar ou alterar a senha de saque|To set or change the withdraw password)/),
    ).toBeVisible();
    await expect(canvas.queryByLabelText(name.next, { selector: 'input' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: name.save })).toBeNull();
  },
};
