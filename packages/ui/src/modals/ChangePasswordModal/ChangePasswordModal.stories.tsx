import { confirmPasswordMismatchMessage, gatewayErrorMessage, passwordLengthMessage } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ChangePasswordModal, type ChangePasswordModalProps } from './ChangePasswordModal.tsx';

const empty = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
const filled = { oldPassword: 'antiga123', newPassword: 'Nova-senha-9', confirmNewPassword: 'Nova-senha-9' };

const meta = {
  title: 'Popups/Account/ChangePasswordModal',
  component: ChangePasswordModal,
  args: {
    open: true,
    onClose: fn(),
    requireOldPassword: true,
    reason: 'voluntary',
    values: empty,
    onChange: fn(),
    errors: {},
    newPasswordHint: 'Entre 6 e 20 caracteres.',
    username: 'maria.silva',
    submitting: false,
    onSubmit: fn(),
    dismissible: true,
  },
} satisfies Meta<typeof ChangePasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  dialog: /^(Alterar senha|Change password)$/,
  old: /^(Senha atual|Current password)/,
  new: /^(Nova senha|New password)/,
  confirm: /^(Confirmar nova senha|Confirm new password)/,
  submit: /^(Alterar senha|Change password)$/,
  close: /^(Fechar|Close)$/,
};

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

/** A blinking caret would make screenshots flaky: leave no text field focused at the end. */
const blurField = () => {
  if (document.activeElement instanceof HTMLInputElement) document.activeElement.blur();
};

export const Voluntary: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: name.dialog });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await waitFor(() => expect(field(name.old)).toHaveFocus());
    await expect(field(name.old)).toHaveAttribute('autocomplete', 'current-password');
    await expect(field(name.new)).toHaveAttribute('autocomplete', 'new-password');
    await expect(field(name.confirm)).toHaveAttribute('autocomplete', 'new-password');
    await expect(field(name.new)).toHaveAccessibleDescription('Entre 6 e 20 caracteres.');

    await userEvent.type(field(name.old), 'a');
    await expect(args.onChange).toHaveBeenLastCalledWith('oldPassword', 'a');
    await userEvent.type(field(name.new), 'b');
    await expect(args.onChange).toHaveBeenLastCalledWith('newPassword', 'b');
    await userEvent.type(field(name.confirm), 'c');
    await expect(args.onChange).toHaveBeenLastCalledWith('confirmNewPassword', 'c');
    await userEvent.click(screen.getByRole('button', { name: name.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: name.close }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** §4: logged in with the default password; the old one was just typed, so it is not asked again. */
export const DefaultPassword: Story = {
  args: { reason: 'default-password', requireOldPassword: false, dismissible: false },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: name.dialog });
    await expect(dialog).toHaveAccessibleDescription(
      /Sua senha é a senha padrão|Your password is the default password/,
    );
    await expect(screen.queryByLabelText(name.old)).toBeNull();
    await waitFor(() => expect(field(name.new)).toHaveFocus());
    await expect(screen.queryByRole('button', { name: name.close })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    blurField();
  },
};

export const Expired: Story = {
  args: { reason: 'expired', requireOldPassword: false, dismissible: false },
  play: async () => {
    await expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      /Sua senha expirou|Your password has expired/,
    );
    blurField();
  },
};

export const Filled: Story = {
  args: { values: filled },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByDisplayValue('maria.silva')).toHaveAttribute('autocomplete', 'username');
    blurField();
  },
};

export const Invalid: Story = {
  args: {
    values: { oldPassword: 'antiga123', newPassword: '123', confirmNewPassword: '1234' },
    errors: { newPassword: passwordLengthMessage(6, 20), confirmNewPassword: confirmPasswordMismatchMessage },
  },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(field(name.new)).toBeInvalid();
    await expect(field(name.new)).toHaveAccessibleDescription(/6 - 20/);
    await expect(field(name.confirm)).toBeInvalid();
    await expect(field(name.confirm)).toHaveAccessibleDescription(
      /A senha de confirmação não está correta|Confirmation password is not correct/,
    );
    blurField();
  },
};

/** The parent validates on submit; focus moves to the first invalid field. */
export const FocusesFirstInvalidField: Story = {
  args: { values: { oldPassword: 'antiga123', newPassword: 'Nova-senha-9', confirmNewPassword: 'outra' } },
  render: function Render(args) {
    const [errors, setErrors] = useState<ChangePasswordModalProps['errors']>({});
    return (
      <ChangePasswordModal
        {...args}
        errors={errors}
        onSubmit={() => {
          args.onSubmit();
          setErrors({ confirmNewPassword: confirmPasswordMismatchMessage });
        }}
      />
    );
  },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: name.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(field(name.confirm)).toHaveFocus());
    await expect(field(name.confirm)).toHaveValue('outra');
    blurField();
  },
};

export const Submitting: Story = {
  args: { values: filled, submitting: true },
  play: async () => {
    await screen.findByRole('dialog');
    const submit = screen.getByRole('button', { name: name.submit });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    blurField();
  },
};

export const ServerError: Story = {
  args: { values: filled, formError: 'A senha atual está incorreta' },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent('A senha atual está incorreta');
    await expect(field(name.new)).toHaveValue('Nova-senha-9');
    blurField();
  },
};

export const NetworkError: Story = {
  args: {
    values: filled,
    formError: gatewayErrorMessage('network'),
    reason: 'expired',
    requireOldPassword: false,
    dismissible: false,
  },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      /A conexão de rede está instável|Network link is abnormal/,
    );
    blurField();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { reason: 'default-password', requireOldPassword: false, dismissible: false },
  play: async () => {
    await screen.findByRole('dialog');
    blurField();
  },
};
