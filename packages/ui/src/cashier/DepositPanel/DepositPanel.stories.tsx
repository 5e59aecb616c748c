import { useLingui } from '@lingui/react';
import {
  type DepositFormField,
  type DepositFormValues,
  depositFormErrors,
  networkErrorMessage,
} from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { FieldMessage } from '../../forms/index.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { uiText } from '../../layout/fixtures.ts';
import { brl, depositChannels } from '../fixtures.ts';
import { cashierStoryFrame } from '../storyFrame.tsx';
import { chosenDepositChannel, DepositPanel, type DepositPanelProps } from './DepositPanel.tsx';

/** The panel with the app's form behaviour: typing changes the values, a submit validates with the domain's rules. */
function Stateful(args: DepositPanelProps) {
  const { i18n } = useLingui();
  const [values, setValues] = useState(args.values);
  const [errors, setErrors] = useState<Partial<Record<DepositFormField, FieldMessage>>>(args.errors);
  return (
    <DepositPanel
      {...args}
      values={values}
      errors={errors}
      onChange={(field, value) => {
        args.onChange(field, value);
        setValues((previous) => ({ ...previous, [field]: value }));
        setErrors({});
      }}
      onSubmit={() => {
        args.onSubmit();
        const channel = chosenDepositChannel(args.channels, values.channelId);
        setErrors(depositFormErrors(values, channel, { currency: 'BRL', locale: formatLocaleOf(i18n) }));
      }}
    />
  );
}

const empty: DepositFormValues = { channelId: 'pix', amount: '' };

const meta = {
  title: 'Cashier/DepositPanel',
  component: DepositPanel,
  args: {
    channels: depositChannels,
    channelsStatus: 'ready',
    onRetryChannels: fn(),
    values: empty,
    onChange: fn(),
    errors: {},
    submitting: false,
    onSubmit: fn(),
    outcomeUnknown: null,
  },
  render: (args) => <Stateful {...args} />,
  decorators: [cashierStoryFrame],
} satisfies Meta<typeof DepositPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  amount: uiText('Valor do depósito', 'Deposit amount', { exact: false }),
  submit: uiText('Depositar', 'Deposit'),
  checkAgain: uiText('Conferir novamente', 'Check again'),
  retry: uiText('Tentar novamente', 'Try again'),
};

const blurField = () => {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
};

/** PIX first whatever the gateway's order, its limits under the amount, and presets that fill the amount. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const radios = canvas.getAllByRole('radio');
    await expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'pix',
      'bank-itau',
      'picpay',
    ]);
    await expect(canvas.getByRole('radio', { name: /^PIX/ })).toBeChecked();
    const amount = canvas.getByRole('textbox', { name: name.amount });
    await expect(amount).toHaveAccessibleDescription(brl('20,00'));
    await expect(amount).toHaveAccessibleDescription(brl('50.000,00'));
    const hundred = canvas.getByRole('button', { name: brl('100,00') });
    await userEvent.click(hundred);
    await expect(args.onChange).toHaveBeenLastCalledWith('amount', '100');
    await expect(amount).toHaveValue('100');
    await expect(hundred).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: name.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(amount).not.toBeInvalid();
  },
};

/** Choosing the bank transfer shows its own limits and presets. */
export const ChoosesChannel: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('radio', {
        name: uiText('Transferência bancária', 'Transferência bancária', { exact: false }),
      }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('channelId', 'bank-itau');
    const amount = canvas.getByRole('textbox', { name: name.amount });
    await expect(amount).toHaveAccessibleDescription(brl('100.000,00'));
    await expect(canvas.getByRole('button', { name: brl('5.000,00') })).toBeVisible();
    blurField();
  },
};

/** Nothing typed: the amount is asked for and takes focus. */
export const AmountMissing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.submit }));
    const amount = canvas.getByRole('textbox', { name: name.amount });
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(amount).toBeInvalid();
    await expect(amount).toHaveAccessibleDescription(
      uiText('Insira um valor', 'Enter an amount', { exact: false }),
    );
    blurField();
  },
};

export const BelowMinimum: Story = {
  play: async ({ canvas, userEvent }) => {
    const amount = canvas.getByRole('textbox', { name: name.amount });
    await userEvent.type(amount, '10');
    await userEvent.click(canvas.getByRole('button', { name: name.submit }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        uiText('O valor mínimo é', 'The minimum is', { exact: false }),
      ),
    );
    await expect(amount).toHaveValue('10');
    blurField();
  },
};

export const AboveMaximum: Story = {
  play: async ({ canvas, userEvent }) => {
    const amount = canvas.getByRole('textbox', { name: name.amount });
    await userEvent.type(amount, '60000');
    await userEvent.click(canvas.getByRole('button', { name: name.submit }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        uiText('O valor máximo é', 'The maximum is', { exact: false }),
      ),
    );
    await expect(amount).toHaveValue('60000');
    blurField();
  },
};

/** Words are not an amount: said plainly, what was typed stays. */
export const NotAnAmount: Story = {
  play: async ({ canvas, userEvent }) => {
    const amount = canvas.getByRole('textbox', { name: name.amount });
    await userEvent.type(amount, 'cem');
    await userEvent.click(canvas.getByRole('button', { name: name.submit }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        uiText('Insira um valor em dinheiro', 'Enter an amount of money', { exact: false }),
      ),
    );
    await expect(amount).toHaveValue('cem');
    blurField();
  },
};

/** The request is in flight: the submit is locked and busy, a second press sends nothing. */
export const Submitting: Story = {
  args: { values: { channelId: 'pix', amount: '150' }, submitting: true },
  play: async ({ canvas, args, userEvent }) => {
    const submit = canvas.getByRole('button', { name: name.submit });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: name.amount })).toHaveValue('150');
  },
};

/** No network: the §8 text above the button, the amount as typed. */
export const NetworkError: Story = {
  args: { values: { channelId: 'pix', amount: '150' }, formError: networkErrorMessage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      uiText('A conexão de rede está instável', 'Network link is abnormal', { exact: false }),
    );
    await expect(canvas.getByRole('textbox', { name: name.amount })).toHaveValue('150');
  },
};

/** A timeout left the outcome unknown: the screen says so and offers to look again. */
export const OutcomeUnknown: Story = {
  args: {
    values: { channelId: 'pix', amount: '150' },
    outcomeUnknown: { checking: false, onCheckAgain: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      uiText('Não sabemos se a operação foi concluída', 'We could not tell', { exact: false }),
    );
    await userEvent.click(canvas.getByRole('button', { name: name.checkAgain }));
    await expect(args.outcomeUnknown?.onCheckAgain).toHaveBeenCalledTimes(1);
  },
};

/** While the balances and the transaction are read again, nothing can be sent. */
export const CheckingAgain: Story = {
  args: {
    values: { channelId: 'pix', amount: '150' },
    outcomeUnknown: { checking: true, onCheckAgain: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: name.submit })).toBeDisabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      uiText('Conferindo seus saldos e a transação', 'Checking your balances and the transaction', {
        exact: false,
      }),
    );
    await expect(canvas.queryByRole('button', { name: name.checkAgain })).toBeNull();
  },
};

export const LoadingChannels: Story = {
  args: { channels: [], channelsStatus: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Carregando formas de depósito', 'Loading deposit methods'),
    );
  },
};

/** The channels' read timed out: the §8 timeout text, never one sentence for every failure. */
export const ChannelsFailed: Story = {
  args: { channels: [], channelsStatus: 'error', channelsFailure: 'timeout' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      uiText('A página demorou muito para carregar', 'The page took longer time to load', { exact: false }),
    );
    await userEvent.click(canvas.getByRole('button', { name: name.retry }));
    await expect(args.onRetryChannels).toHaveBeenCalledTimes(1);
  },
};

export const NoChannels: Story = {
  args: { channels: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Nenhuma forma de depósito disponível', 'No deposit method', { exact: false }),
    );
    await expect(canvas.queryByRole('button', { name: name.submit })).toBeNull();
  },
};

/** A 360 px phone: channels stack, presets three to a row, nothing scrolls sideways. */
export const Phone: Story = {
  args: { values: { channelId: 'pix', amount: '50' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: brl('50,00') })).toHaveAttribute('aria-pressed', 'true');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const EWalletChosen: Story = {
  args: { values: { channelId: 'picpay', amount: '' } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: uiText('Valores sugeridos', 'Suggested amounts') });
    await expect(within(group).getAllByRole('button')).toHaveLength(4);
    await expect(canvas.getByRole('radio', { name: /^PicPay/ })).toBeChecked();
  },
};

/** A desktop page's column: the channels side by side and the presets on one row. */
export const Wide: Story = {
  args: { values: { channelId: 'pix', amount: '200' } },
  parameters: { wide: true },
  play: async ({ canvas }) => {
    const presets = within(
      canvas.getByRole('group', { name: uiText('Valores sugeridos', 'Suggested amounts') }),
    )
      .getAllByRole('button')
      .map((button) => button.getBoundingClientRect().top);
    await expect(new Set(presets).size).toBe(1);
  },
};
