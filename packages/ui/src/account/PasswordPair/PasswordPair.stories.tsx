import { confirmPasswordMismatchMessage } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordPair } from './PasswordPair.tsx';

const meta = {
  title: 'Account/PasswordPair',
  component: PasswordPair,
  args: {
    values: { newPassword: '', confirmNewPassword: '' },
    onChange: fn(),
    errors: {},
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 16, padding: 16, maxInlineSize: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordPair>;

export default meta;
type Story = StoryObj<typeof meta>;

const newName = /^(Nova senha|New password)/;
const confirmName = /^(Confirmar nova senha|Confirm new password)/;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const newPassword = canvas.getByLabelText(newName);
    await expect(newPassword).toHaveAttribute('type', 'password');
    await expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText(confirmName)).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(newPassword, 'a');
    await expect(args.onChange).toHaveBeenCalledWith('newPassword', 'a');
    await userEvent.type(canvas.getByLabelText(confirmName), 'b');
    await expect(args.onChange).toHaveBeenCalledWith('confirmNewPassword', 'b');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithHint: Story = {
  args: { hint: 'De 6 a 20 caracteres.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(newName)).toHaveAccessibleDescription(/6 a 20/);
  },
};

export const Mismatch: Story = {
  args: {
    values: { newPassword: 'segredo123', confirmNewPassword: 'segredo124' },
    errors: { confirmNewPassword: confirmPasswordMismatchMessage },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(confirmName)).toHaveAttribute('aria-invalid', 'true');
  },
};
