import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Senha', name: 'password', required: true, onChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxInlineSize: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

const showName = /Mostrar senha|Show password/;
const hideName = /Ocultar senha|Hide password/;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByLabelText(/^Senha/);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'segredo');
    await expect(args.onChange).toHaveBeenCalled();
    input.blur();
  },
};

export const Revealed: Story = {
  args: { defaultValue: 'segredo123' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/^Senha/);
    await userEvent.click(canvas.getByRole('button', { name: showName }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: hideName })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: hideName }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const PasteAllowed: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/^Senha/);
    await userEvent.click(input);
    await userEvent.paste('colado-do-gerenciador');
    await expect(input).toHaveValue('colado-do-gerenciador');
    input.blur();
  },
};

export const NewPassword: Story = {
  args: {
    label: 'Nova senha',
    name: 'newPassword',
    autoComplete: 'new-password',
    hint: 'Entre 6 e 20 caracteres.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Nova senha/)).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const Invalid: Story = {
  args: { error: 'Preencha a sua senha com 6 - 20 caracteres', defaultValue: '123' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Senha/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Preencha a sua senha com 6 - 20 caracteres');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'segredo123' },
};
