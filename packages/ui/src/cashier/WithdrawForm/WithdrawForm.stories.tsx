import { useLingui } from '@lingui/react';
import {
  twoStepCodeRefusedMessage,
  type WithdrawFormField,
  type WithdrawFormValues,
  withdrawFormErrors,
} from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import type { FieldMessage } from '../../forms/index.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { uiText } from '../../layout/fixtures.ts';
import { brl, withdrawalLimits } from '../fixtures.ts';
import { cashierStoryFrame } from '../storyFrame.tsx';
import { typedAs } from '../walletParts/fixtures.ts';
import { WithdrawForm, type WithdrawFormProps } from './WithdrawForm.tsx';

/** The form with the app's behaviour: typing changes the values, a valid submit moves to the review. */
function Stateful(args: WithdrawFormProps) {
  const { i18n } = useLingui();
  const [values, setValues] = useState(args.values);
  const [errors, setErrors] = useState<Partial<Record<WithdrawFormField, FieldMessage>>>(args.errors);
  const [step, setStep] = useState(args.step);
  return (
    <WithdrawForm
      {...args}
      values={values}
      errors={errors}
      step={step}
      onChange={(field, value) => {
        args.onChange(field, value);
        setValues((previous) => ({ ...previous, [field]: value }));
        setErrors(({ [field as WithdrawFormField]: _cleared, ...rest }) => rest);
      }}
      onSubmit={() => {
        args.onSubmit();
        const found = withdrawFormErrors(values, args.accountKind, args.limits, {
          currency: 'BRL',
          locale: formatLocaleOf(i18n),
        });
        setErrors(found);
        if (Object.keys(found).length === 0) setStep('review');
      }}
      onEdit={() => {
        args.onEdit();
        setStep('edit');
      }}
    />
  );
}

const empty: WithdrawFormValues = {
  amount: '',
  pixKeyType: 'CPF',
  pixKey: '',
  address: '',
  withdrawPassword: '',
};
const filled: WithdrawFormValues = {
  amount: '500',
  pixKeyType: 'CPF',
  pixKey: '529.982.247-25',
  address: '',
  withdrawPassword: '842615',
};

const meta = {
  title: 'Cashier/WithdrawForm',
  component: WithdrawForm,
  args: {
    limits: withdrawalLimits,
    accountKind: 'PIX',
    values: empty,
    onChange: fn(),
    errors: {},
    step: 'edit',
    onSubmit: fn(),
    onConfirm: fn(),
    onEdit: fn(),
    submitting: false,
    unsure: null,
  },
  render: (args) => <Stateful {...args} />,
  decorators: [cashierStoryFrame],
} satisfies Meta<typeof WithdrawForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  amount: uiText('Valor do saque', 'Withdrawal amount', { exact: false }),
  keyType: uiText('Tipo de chave PIX', 'PIX key type'),
  key: uiText('Chave PIX', 'PIX key', { exact: false }),
  password: uiText('Senha de saque', 'Withdraw password', { exact: false }),
  continue: uiText('Continuar', 'Continue'),
  confirm: uiText('Confirmar saque', 'Confirm withdrawal'),
  back: uiText('Voltar', 'Back'),
  all: uiText('Sacar tudo', 'Withdraw all'),
};

const blurField = () => {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
};

/** The balance that can be withdrawn, the limits under the amount; fee and what arrives follow the amount typed. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(brl('1.284,60'))).toBeVisible();
    const amount = canvas.getByRole('textbox', { name: name.amount });
    await expect(amount).toHaveAccessibleDescription(brl('50,00'));
    await userEvent.type(amount, '500');
    await expect(args.onChange).toHaveBeenLastCalledWith('amount', '500');
    await expect(canvas.getByText(brl('7,00'))).toBeVisible();
    await expect(canvas.getByText(brl('493,00'))).toBeVisible();
    blurField();
  },
};

/** Issue 23 item 5, by SMS: the code field sends the code, names the masked mobile and waits before resending. */
export const TwoStepCodeBySms: Story = {
  args: {
    values: { ...filled, twoStepCode: '' },
    asksTwoStepCode: true,
    twoStepSms: {
      sent: true,
      maskedMobile: '(**) *****-4321',
      countdownSeconds: 37,
      sending: false,
      onSend: fn(),
    },
  },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', {
      name: /^(Código de verificação em duas etapas|Two-step verification code)/,
    });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    const hint = document.getElementById(code.getAttribute('aria-describedby') ?? '');
    await expect(hint).toHaveTextContent(
      /(Código enviado por SMS para|Code sent by SMS to) \(\*\*\) \*{5}-4321\./,
    );
    await expect(canvas.getByRole('button', { name: /^(Enviar de novo|Send again)/ })).toBeDisabled();
  },
};

/** By SMS, before a code was asked for: the button sends it. */
export const TwoStepCodeBySmsNotSent: Story = {
  args: {
    values: { ...filled, twoStepCode: '' },
    asksTwoStepCode: true,
    twoStepSms: { sent: false, countdownSeconds: 0, sending: false, onSend: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(Enviar código por SMS|Send code by SMS)$/ }));
    await expect(args.twoStepSms?.onSend).toHaveBeenCalledTimes(1);
  },
};

/** Issue 23 item 5: with two-step verification on, the form asks for the app's code under the withdraw password. */
export const TwoStepCode: Story = {
  args: { values: { ...filled, twoStepCode: '' }, asksTwoStepCode: true },
  play: async ({ canvas, args, userEvent }) => {
    const code = canvas.getByRole('textbox', {
      name: /^(Código de verificação em duas etapas|Two-step verification code)/,
    });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAccessibleDescription(/(aplicativo autenticador|authenticator app)/);
    await userEvent.type(code, '1');
    await expect(args.onChange).toHaveBeenLastCalledWith('twoStepCode', '1');
    blurField();
  },
};

/** The gateway refused the code: said on its field, the code and everything else typed kept. */
export const TwoStepCodeRefused: Story = {
  args: {
    values: { ...filled, twoStepCode: '000000' },
    asksTwoStepCode: true,
    errors: { twoStepCode: twoStepCodeRefusedMessage },
  },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', {
      name: /^(Código de verificação em duas etapas|Two-step verification code)/,
    });
    await expect(code).toHaveValue('000000');
    await expect(code).toBeInvalid();
    await expect(code).toHaveAccessibleDescription(/(Código incorreto ou expirado|Wrong or expired code)/);
    await expect(canvas.getByRole('textbox', { name: name.amount })).toHaveValue('500');
  },
};

/** 'Withdraw all' fills in the whole available balance. */
export const WithdrawAll: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.all }));
    await expect(args.onChange).toHaveBeenLastCalledWith('amount', expect.stringMatching(/^1284[.,]6$/));
    await expect(canvas.getByText(brl('1.269,75'))).toBeVisible();
  },
};

/** Nothing filled in: the amount, §8 'Please enter receiving address' and 'Please enter withdraw password'. */
export const EverythingMissing: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.continue }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const amount = canvas.getByRole('textbox', { name: name.amount });
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(amount).toHaveAccessibleDescription(
      uiText('Insira um valor', 'Enter an amount', { exact: false }),
    );
    await expect(canvas.getByRole('textbox', { name: name.key })).toHaveAccessibleDescription(
      uiText('Insira o endereço de recebimento', 'Please enter receiving address'),
    );
    await expect(canvas.getByLabelText(name.password, { selector: 'input' })).toHaveAccessibleDescription(
      uiText('Insira a senha de saque', 'Please enter withdraw password'),
    );
    blurField();
  },
};

/** A CPF whose check digits do not match: §8 'Please enter correct information', the key as typed. */
export const WrongPixKey: Story = {
  args: { values: { ...filled, pixKey: '123.456.789-00' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.continue }));
    const key = canvas.getByRole('textbox', { name: name.key });
    await waitFor(() => expect(key).toHaveFocus());
    await expect(key).toHaveAccessibleDescription(
      uiText('Insira as informações corretas', 'Please enter correct information'),
    );
    await expect(key).toHaveValue('123.456.789-00');
    blurField();
  },
};

/** Choosing another key type asks for that kind of key. */
export const ChoosesKeyType: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: name.keyType }), 'EMAIL');
    await expect(args.onChange).toHaveBeenLastCalledWith('pixKeyType', 'EMAIL');
    await expect(canvas.getByRole('textbox', { name: name.key })).toHaveAttribute('inputmode', 'email');
    blurField();
  },
};

export const AboveBalance: Story = {
  args: { values: { ...filled, amount: '2000' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.continue }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: name.amount })).toHaveAccessibleDescription(
        uiText('Valor acima do seu saldo disponível', 'More than your available balance', { exact: false }),
      ),
    );
    blurField();
  },
};

export const BelowMinimum: Story = {
  args: { values: { ...filled, amount: '30' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.continue }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: name.amount })).toHaveAccessibleDescription(
        uiText('O valor mínimo é', 'The minimum is', { exact: false }),
      ),
    );
    blurField();
  },
};

/**
 * Issue 22: three decimals are refused in the page's language (0,999 was read as 999), and issue 23 defect 8: no fee
 * and no payout are quoted for an amount that cannot be withdrawn.
 */
export const ThreeDecimals: Story = {
  args: { values: { ...filled, amount: '' } },
  play: async ({ canvas, userEvent }) => {
    const amount = canvas.getByRole('textbox', { name: name.amount });
    const typed = typedAs('100,555', '100.555');
    await userEvent.type(amount, typed);
    await userEvent.click(canvas.getByRole('button', { name: name.continue }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        uiText('Use no máximo duas casas decimais', 'Use at most two decimal places', { exact: false }),
      ),
    );
    await expect(amount).toHaveValue(typed);
    await expect(canvas.getAllByText('—')).toHaveLength(2);
    blurField();
  },
};

/** A balance above the maximum: the maximum is what refuses the amount. */
export const AboveMaximum: Story = {
  args: { limits: { ...withdrawalLimits, available: 25_380.45 }, values: { ...filled, amount: '12000' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.continue }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: name.amount })).toHaveAccessibleDescription(
        uiText('O valor máximo é', 'The maximum is', { exact: false }),
      ),
    );
    blurField();
  },
};

/** A valid form moves to the review: amount, destination, fee and what arrives; Back keeps everything typed. */
export const Reviews: Story = {
  args: { values: filled },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.continue }));
    await expect(
      await canvas.findByRole('heading', { name: uiText('Confirme o saque', 'Confirm your withdrawal') }),
    ).toBeVisible();
    await expect(canvas.getByText(/529\.982\.247-25/)).toBeVisible();
    await expect(canvas.getByText(brl('493,00'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: name.back }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: name.key })).toHaveValue('529.982.247-25');
  },
};

export const Review: Story = {
  args: { values: filled, step: 'review' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(brl('500,00'))).toBeVisible();
    await expect(canvas.getByText(brl('7,00'))).toBeVisible();
    await expect(canvas.getByText(/CPF · 529\.982\.247-25/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: name.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The withdrawal is being sent: Confirm is locked and busy, Back too. */
export const Submitting: Story = {
  args: { values: filled, step: 'review', submitting: true },
  play: async ({ canvas, args, userEvent }) => {
    const confirm = canvas.getByRole('button', { name: name.confirm });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: name.back })).toBeDisabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The gateway refused the withdraw password: its message on the field, everything else as typed. */
export const WrongPassword: Story = {
  args: { values: filled, errors: { withdrawPassword: 'Senha de saque incorreta' } },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(name.password, { selector: 'input' });
    await expect(password).toBeInvalid();
    await expect(password).toHaveAccessibleDescription(/Senha de saque incorreta/);
    await expect(canvas.getByRole('textbox', { name: name.amount })).toHaveValue('500');
  },
};

/** Issue 22 item 6: a timeout while confirming; the withdrawals are read again, and nothing else can be sent. */
export const UnsureChecking: Story = {
  args: {
    values: filled,
    step: 'review',
    unsure: { state: 'checking', amount: 30, onCheckAgain: fn() },
  },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent(
      uiText('verificando se o seu saque de', 'checking whether your withdrawal of', { exact: false }),
    );
    await expect(notice).toHaveTextContent(brl('30,00'));
    await expect(canvas.queryByRole('textbox', { name: name.amount })).toBeNull();
    await expect(canvas.queryByRole('button', { name: name.confirm })).toBeNull();
    await expect(canvas.queryByRole('button', { name: name.back })).toBeNull();
  },
};

/** The withdrawals could not be read: still locked, a way to look again, and the same withdrawal again (same key). */
export const UnsureStillUnknown: Story = {
  args: {
    values: filled,
    step: 'review',
    unsure: { state: 'unknown', amount: 30, onCheckAgain: fn(), onSendAgain: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      uiText('Nenhum outro saque será enviado até sabermos', 'No other withdrawal will be sent', {
        exact: false,
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: uiText('Conferir novamente', 'Check again') }));
    await userEvent.click(canvas.getByRole('button', { name: uiText('Enviar de novo', 'Send again') }));
    const unsure = args.unsure as { onCheckAgain: () => void; onSendAgain: () => void };
    await expect(unsure.onCheckAgain).toHaveBeenCalledTimes(1);
    await expect(unsure.onSendAgain).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('textbox', { name: name.amount })).toBeNull();
  },
};

/** It went through: the form is back, empty, and says so; its status is in the list below. */
export const UnsureFound: Story = {
  args: { unsure: { state: 'found', amount: 30 } },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(uiText('foi registrado', 'was registered', { exact: false }));
    await expect(notice).toHaveTextContent(brl('30,00'));
    await expect(canvas.getByRole('textbox', { name: name.amount })).toHaveValue('');
  },
};

/** It never arrived: the form is back as typed, to send again or change. */
export const UnsureAbsent: Story = {
  args: { values: filled, unsure: { state: 'absent', amount: 500 } },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent(uiText('não foi feito', 'was not made', { exact: false }));
    await expect(notice).toHaveTextContent(brl('500,00'));
    await expect(canvas.getByRole('textbox', { name: name.amount })).toHaveValue('500');
  },
};

/** A channel that pays to a bank account or wallet address instead of a PIX key. */
export const AddressChannel: Story = {
  args: { accountKind: 'ADDRESS', addressLabel: 'Carteira USDT (TRC-20)' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('combobox', { name: name.keyType })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: name.continue }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Carteira USDT/ })).toHaveAccessibleDescription(
        uiText('Insira o endereço de recebimento', 'Please enter receiving address'),
      ),
    );
    blurField();
  },
};

export const Phone: Story = {
  args: { values: filled },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A desktop page's column: key type and key side by side. */
export const Wide: Story = {
  args: { values: filled },
  parameters: { wide: true },
  play: async ({ canvas }) => {
    const keyType = canvas.getByRole('combobox', { name: name.keyType }).getBoundingClientRect();
    const key = canvas.getByRole('textbox', { name: name.key }).getBoundingClientRect();
    await expect(Math.abs(keyType.top - key.top)).toBeLessThanOrEqual(2);
  },
};
