import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { playerPoints, pointRewards } from '../fixtures.ts';
import { PointRedeemDialog } from './PointRedeemDialog.tsx';

const shirt = pointRewards[3]!;

const meta = {
  title: 'Popups/PointRedeemDialog',
  component: PointRedeemDialog,
  args: {
    open: true,
    onClose: fn(),
    reward: shirt,
    points: playerPoints,
    paymentPassword: '',
    onPaymentPasswordChange: fn(),
    submitting: false,
    onSubmit: fn(),
    done: null,
  },
} satisfies Meta<typeof PointRedeemDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  dialog: /^(Resgatar recompensa|Redeem reward)$/,
  done: /^(Resgate solicitado|Redeem requested)$/,
  password: /^(Senha de pagamento|Payment password)/,
  confirm: /^(Confirmar resgate|Confirm redeem)$/,
  finish: /^(Concluir|Done)$/,
};

const blurField = () => {
  if (document.activeElement instanceof HTMLInputElement) document.activeElement.blur();
};

/** The reward, its cost and the balance after it; the payment password field has focus. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: name.dialog });
    await waitFor(() => expect(within(dialog).getByText('Camiseta oficial Sorte')).toBeVisible());
    await expect(within(dialog).getByText(/^(3\.500 pontos|3,500 points)$/)).toBeVisible();
    await expect(within(dialog).getByText(/^(8\.980 pontos|8,980 points)$/)).toBeVisible();
    const field = within(dialog).getByLabelText(name.password, { selector: 'input' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('6');
    await expect(args.onPaymentPasswordChange).toHaveBeenCalledWith('6');
    blurField();
  },
};

export const Filled: Story = {
  args: { paymentPassword: '654321' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: name.dialog });
    await userEvent.click(within(dialog).getByRole('button', { name: name.confirm }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server refused the payment password: the message is tied to the field. */
export const WrongPassword: Story = {
  args: { paymentPassword: '000000', passwordError: 'Payment password is incorrect' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: name.dialog });
    const field = within(dialog).getByLabelText(name.password, { selector: 'input' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Payment password is incorrect/);
    blurField();
  },
};

/** Another failure (no network): the form keeps what was typed and says so above the button. */
export const Failed: Story = {
  args: { paymentPassword: '654321', formError: 'Not enough points' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: name.dialog });
    await waitFor(() => expect(within(dialog).getByText('Not enough points')).toBeVisible());
    await expect(within(dialog).getByLabelText(name.password, { selector: 'input' })).toHaveValue('654321');
    blurField();
  },
};

export const Submitting: Story = {
  args: { paymentPassword: '654321', submitting: true },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: name.dialog });
    const confirm = within(dialog).getByRole('button', { name: name.confirm });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blurField();
  },
};

/** The redeem went through: its reference number, and Done closes. */
export const Done: Story = {
  args: { done: { referenceNo: 'PM90001' } },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: name.done });
    await waitFor(() => expect(within(dialog).getByText('PM90001')).toBeVisible());
    await expect(within(dialog).queryByLabelText(name.password)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: name.finish }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
