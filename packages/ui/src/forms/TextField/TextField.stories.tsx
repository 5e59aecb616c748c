import { credentialsRequiredMessage } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Nome de usuário', name: 'username', autoComplete: 'username', onChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxInlineSize: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome de usuário' });
    await expect(input).toHaveAttribute('name', 'username');
    await expect(input).toHaveAttribute('autocomplete', 'username');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'maria');
    await expect(input).toHaveValue('maria');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
    input.blur();
  },
};

/**
 * What is typed runs in its own direction whatever the page's (issue 23 defect 9): a Latin username left to right in
 * an Arabic page, an Arabic nickname right to left in a Portuguese one.
 */
export const TypedDirection: Story = {
  args: { label: 'Apelido', name: 'nickname', autoComplete: 'nickname' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Apelido' });
    await expect(input).toHaveAttribute('dir', 'auto');
    await userEvent.type(input, 'maria');
    await expect(getComputedStyle(input).direction).toBe('ltr');
    await userEvent.clear(input);
    await userEvent.type(input, 'مريم');
    await expect(getComputedStyle(input).direction).toBe('rtl');
    input.blur();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome de usuário' });
    await expect(input).toBeRequired();
    await expect(input).not.toHaveAttribute('required');
  },
};

export const WithHint: Story = {
  args: { required: true, hint: 'Entre 6 e 16 letras ou números.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription('Entre 6 e 16 letras ou números.');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'maria.silva' },
};

export const Invalid: Story = {
  args: { required: true, error: credentialsRequiredMessage, hint: 'Entre 6 e 16 letras ou números.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      /Insira o nome de usuário e a senha|Please enter the username and password/,
    );
  },
};

export const ServerMessage: Story = {
  args: { error: 'Este nome de usuário já existe', defaultValue: 'maria' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription('Este nome de usuário já existe');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'maria.silva' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const PhoneNumber: Story = {
  args: {
    label: 'Número de celular',
    name: 'mobileNum',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    dir: 'ltr',
    defaultValue: '11 91234-5678',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Número de celular' });
    await expect(getComputedStyle(input).direction).toBe('ltr');
    await expect(input).toHaveAttribute('inputmode', 'tel');
  },
};

export const ForwardsRef: Story = {
  render: (args) => {
    const ref = createRef<HTMLInputElement>();
    return (
      <>
        <TextField {...args} ref={ref} />
        <button type="button" onClick={() => ref.current?.focus()}>
          Focar
        </button>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Focar' }));
    await expect(canvas.getByRole('textbox')).toHaveFocus();
    canvas.getByRole('textbox').blur();
  },
};
