import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { storyDownlines } from '../contracts/fixtures.ts';
import { contractStoryFrame } from '../contracts/storyFrame.tsx';
import { ContractRequestForm } from './ContractRequestForm.tsx';

const meta = {
  title: 'Agent/ContractRequestForm',
  component: ContractRequestForm,
  args: {
    downlines: storyDownlines,
    kinds: ['dividend', 'daily', 'hourly', 'realtime'],
    values: { downlineId: '', kind: 'daily', draft: {} },
    onChange: fn(),
    submitting: false,
    onSubmit: fn(),
  },
  // The app keeps the values; here a story's own state stands in for it.
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <ContractRequestForm
        {...args}
        values={values}
        onChange={(next) => {
          args.onChange(next);
          setValues(next);
        }}
      />
    );
  },
  decorators: [contractStoryFrame],
} satisfies Meta<typeof ContractRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  downline: uiText('Subordinado', 'Downline'),
  kind: uiText('Tipo de contrato', 'Contract type'),
  rate: uiText('Taxa', 'Rate', { exact: false }),
  dailyBet: uiText('Valor de apostas diário', 'Daily bet amount', { exact: false }),
  members: uiText('Membros ativos', 'Active members', { exact: false }),
  send: uiText('Enviar pedido', 'Send request'),
};

/** §3 daily salary: rate, daily bet amount, active members. */
export const Daily: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: name.downline }), '20002');
    await userEvent.type(canvas.getByRole('textbox', { name: name.rate }), '1,5');
    await userEvent.type(canvas.getByRole('textbox', { name: name.dailyBet }), '1000');
    await userEvent.type(canvas.getByRole('textbox', { name: name.members }), '2');
    await userEvent.click(canvas.getByRole('button', { name: name.send }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      downlineId: '20002',
      terms: { kind: 'daily', rate: 1.5, dailyBetAmount: 1000, activeMembers: 2 },
    });
  },
};

/** Every field checked on submit, the first wrong one focused; nothing is sent. */
export const ValidationErrors: Story = {
  args: {
    values: {
      downlineId: '',
      kind: 'daily',
      draft: { rate: '150', dailyBetAmount: '-1', activeMembers: '2,5' },
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.send }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: name.downline })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: name.rate })).toHaveAccessibleDescription(
      uiText('A taxa deve estar entre 0 e 100 %', 'The rate must be between 0 and 100 %', { exact: false }),
    );
    await expect(canvas.getByRole('textbox', { name: name.members })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** §3 dividend: rate, period valid bet, period profit and loss, active members. */
export const Dividend: Story = {
  args: {
    values: {
      downlineId: '20041',
      kind: 'dividend',
      draft: { rate: '25', periodValidBet: '50000', periodProfitLoss: '1000', activeMembers: '5' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
  },
};

/** §3 hourly salary. */
export const Hourly: Story = {
  args: {
    values: {
      downlineId: '20042',
      kind: 'hourly',
      draft: { rate: '0,4', hourlyBetAmount: '200', activeMembers: '1' },
    },
  },
};

/** §3 real-time salary: profit salary rate, loss salary rate, single bet amount. */
export const RealTime: Story = {
  args: {
    values: {
      downlineId: '20002',
      kind: 'realtime',
      draft: { profitSalaryRate: '0,3', lossSalaryRate: '0,8', singleBetAmount: '10' },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', {
        name: uiText('Valor de aposta única', 'Single bet amount', { exact: false }),
      }),
    ).toHaveValue('10');
  },
};

export const Submitting: Story = {
  args: {
    ...Daily.args,
    submitting: true,
    values: {
      downlineId: '20002',
      kind: 'daily',
      draft: { rate: '1', dailyBetAmount: '1000', activeMembers: '2' },
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    const send = canvas.getByRole('button', { name: name.send });
    await expect(send).toBeDisabled();
    await userEvent.click(send);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The gateway's refusal, kept with what the agent typed. */
export const ServerError: Story = {
  args: {
    values: {
      downlineId: '20002',
      kind: 'daily',
      draft: { rate: '1', dailyBetAmount: '1000', activeMembers: '2' },
    },
    error: 'Este membro não é seu subordinado direto',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Este membro não é seu subordinado direto');
    await expect(canvas.getByRole('textbox', { name: name.rate })).toHaveValue('1');
  },
};
