import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { formatReais, playerPoints } from '../fixtures.ts';
import { PointConvertDialog, type PointConvertValues } from './PointConvertDialog.tsx';

/** The gateway's conversion: at least 1.000 points, in steps of 100, 100 points to R$ 1,00. */
const rule = { min: 1000, step: 100, pointsPerUnit: 100 };

const meta = {
  title: 'Popups/PointConvertDialog',
  component: PointConvertDialog,
  args: {
    open: true,
    onClose: fn(),
    points: playerPoints,
    rule,
    values: { points: '', withdrawPassword: '' },
    onChange: fn(),
    formatAmount: formatReais,
    submitting: false,
    onSubmit: fn(),
    done: null,
  },
  // The dialog is controlled: the story keeps what is typed, as the app does.
  render: function Render(args) {
    const [values, setValues] = useState<PointConvertValues>(args.values);
    return (
      <PointConvertDialog
        {...args}
        values={values}
        onChange={(next) => {
          args.onChange(next);
          setValues(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PointConvertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  dialog: /^(Converter pontos em saldo|Convert points to balance)$/,
  done: /^(Pontos convertidos|Points converted)$/,
  points: /^(Pontos a converter|Points to convert)/,
  password: /^(Senha de saque|Withdraw password)/,
  convert: /^(Converter|Convert)$/,
  maximum: /^(Máximo|Max)$/,
};

const blurField = () => {
  if (document.activeElement instanceof HTMLInputElement) document.activeElement.blur();
};

/** The balance, the rate and the minimum; the points field has focus and shows what the points are worth. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: name.dialog });
    const field = within(dialog).getByLabelText(name.points, { selector: 'input' });
    await waitFor(() => expect(field).toHaveFocus());
    await waitFor(() =>
      expect(within(dialog).getByText(/^(100 pontos = R\$\s1,00|100 points = R\$\s1,00)$/)).toBeVisible(),
    );
    await userEvent.keyboard('2500');
    await expect(within(dialog).getByText(/^R\$\s25,00$/)).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(name.password, { selector: 'input' }), '135790');
    await userEvent.click(within(dialog).getByRole('button', { name: name.convert }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ points: 2500, withdrawPassword: '135790' });
    blurField();
  },
};

/** Maximum fills the balance down to a step; an amount off the step and an empty password are caught before sending. */
export const Invalid: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: name.dialog });
    await userEvent.click(within(dialog).getByRole('button', { name: name.maximum }));
    const field = within(dialog).getByLabelText(name.points, { selector: 'input' });
    await expect(field).toHaveValue('12400');
    await userEvent.clear(field);
    await userEvent.type(field, '1050');
    await userEvent.click(within(dialog).getByRole('button', { name: name.convert }));
    await expect(field).toHaveAccessibleDescription(
      /^(Converta em múltiplos de 100 pontos|Convert in multiples of 100 points)$/,
    );
    await expect(within(dialog).getByLabelText(name.password, { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blurField();
  },
};

/** The gateway refused the withdraw password: its message under the field, the points kept. */
export const WrongPassword: Story = {
  args: {
    values: { points: '2500', withdrawPassword: '000000' },
    passwordError: 'Withdraw password is incorrect',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: name.dialog });
    await expect(
      within(dialog).getByLabelText(name.password, { selector: 'input' }),
    ).toHaveAccessibleDescription('Withdraw password is incorrect');
    blurField();
  },
};

export const Submitting: Story = {
  args: { values: { points: '2500', withdrawPassword: '135790' }, submitting: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: name.dialog });
    await expect(within(dialog).getByLabelText(name.points, { selector: 'input' })).toBeDisabled();
    blurField();
  },
};

/** Done: the money credited to the main wallet. */
export const Done: Story = {
  args: { done: { amount: 25 } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: name.done });
    await waitFor(() => expect(within(dialog).getByText(/^R\$\s25,00$/)).toBeVisible());
  },
};
